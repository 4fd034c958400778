"use client";

import { ImageOff } from "lucide-react";
import { cn } from "@/lib/utils";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Card, CardContent } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { QueryResult } from "@/components/list/query-result";
import { RowLinkCell } from "@/components/list/row-link-cell";
import { TableHeaderRow } from "@/components/list/table-header-row";
import { useTRPC } from "@/lib/trpc/client";

/** Every discipline the user can read; admins get "Editar", teachers "Ver". */
export function DisciplinesTable({ canEdit }: { canEdit: boolean }) {
  const t = useTranslations("disciplines");
  const trpc = useTRPC();
  const disciplines = useQuery(trpc.disciplines.list.queryOptions());

  return (
    <Card>
      <CardContent>
        <QueryResult query={disciplines} failed={t("loadFailed")} empty={t("empty")}>
          {(data) => (
            <Table>
              <TableHeaderRow
                columns={[
                  { label: t("columnIcon"), className: "w-16" },
                  t("columnName"),
                  { label: t("columnSubjects"), className: "text-right" },
                  t("columnOwners"),
                ]}
                actions={t("columnActions")}
              />
              <TableBody>
                {data.map((discipline) => (
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
                          className={cn(
                            "flex size-10 items-center justify-center rounded-md border",
                            "bg-muted text-muted-foreground",
                          )}
                          title={t("noIcon")}
                        >
                          <ImageOff className="size-4" aria-hidden />
                        </span>
                      )}
                    </TableCell>
                    <TableCell className="font-medium">{discipline.name}</TableCell>
                    <TableCell className="text-right tabular-nums">{discipline.subject_count}</TableCell>
                    <TableCell>{discipline.owners.map((o) => o.name).join(", ")}</TableCell>
                    <RowLinkCell href={`/disciplines/${discipline.id}`} name={discipline.name}>
                      {canEdit ? t("edit") : t("view")}
                    </RowLinkCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </QueryResult>
      </CardContent>
    </Card>
  );
}
