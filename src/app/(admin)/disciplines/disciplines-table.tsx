"use client";

import Link from "next/link";
import { ImageOff } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useTRPC } from "@/lib/trpc/client";

/** Every discipline the user can read; admins get "Editar", teachers "Ver". */
export function DisciplinesTable({ canEdit }: { canEdit: boolean }) {
  const t = useTranslations("disciplines");
  const tCommon = useTranslations("common");
  const trpc = useTRPC();
  const disciplines = useQuery(trpc.disciplines.list.queryOptions());

  return (
    <Card>
      <CardContent>
        {disciplines.isPending ? (
          <p className="text-sm text-muted-foreground">{tCommon("loading")}</p>
        ) : disciplines.isError ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{t("loadFailed")}</AlertDescription>
          </Alert>
        ) : disciplines.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("empty")}</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead className="w-16">{t("columnIcon")}</TableHead>
                <TableHead>{t("columnName")}</TableHead>
                <TableHead className="text-right">{t("columnSubjects")}</TableHead>
                <TableHead>{t("columnOwners")}</TableHead>
                <TableHead>
                  <span className="sr-only">{t("columnActions")}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {disciplines.data.map((discipline) => (
                <TableRow key={discipline.id}>
                  <TableCell>
                    {discipline.icon_url ? (
                      // eslint-disable-next-line @next/next/no-img-element -- uploaded files served by the storage
                      <img
                        src={discipline.icon_url}
                        alt={discipline.name}
                        className="size-10 rounded-md border bg-muted object-contain"
                      />
                    ) : (
                      <span
                        className="flex size-10 items-center justify-center rounded-md border bg-muted text-muted-foreground"
                        title={t("noIcon")}
                      >
                        <ImageOff className="size-4" aria-hidden />
                      </span>
                    )}
                  </TableCell>
                  <TableCell className="font-medium">{discipline.name}</TableCell>
                  <TableCell className="text-right tabular-nums">{discipline.subject_count}</TableCell>
                  <TableCell>{discipline.owners.map((o) => o.name).join(", ")}</TableCell>
                  <TableCell className="text-right">
                    <Link
                      href={`/disciplines/${discipline.id}`}
                      className={buttonVariants({ variant: "outline", size: "sm" })}
                    >
                      {canEdit ? t("edit") : t("view")}
                      <span className="sr-only">{` ${discipline.name}`}</span>
                    </Link>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
