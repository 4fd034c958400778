"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useTRPC } from "@/lib/trpc/client";
import { examStates } from "@/server/exams/schema";

const pageSize = 20;
const stateVariant = { upcoming: "secondary", open: "success", closed: "outline" } as const;
const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** The exams the user can change, filtered by group and window state; the filters live in the URL. */
export function ExamsList() {
  const t = useTranslations("exams");
  const tCommon = useTranslations("common");
  const trpc = useTRPC();
  const pathname = usePathname();
  const params = useSearchParams();
  const groupParam = params.get("group_id") ?? "";
  const groupId = isUuid(groupParam) ? groupParam : undefined;
  const state = examStates.find((s) => s === params.get("state"));
  const page = Math.min(10_000, Math.max(1, Math.trunc(Number(params.get("page"))) || 1));
  const me = useQuery(trpc.me.get.queryOptions());
  const list = useQuery(
    trpc.exams.list.queryOptions(
      { group_id: groupId, state, page, limit: pageSize },
      { placeholderData: keepPreviousData },
    ),
  );
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / pageSize)) : 1;
  const schoolName = new Map((me.data?.schools ?? []).map((s) => [s.id, s.name]));

  function update(next: Record<string, string | undefined>) {
    // From the address itself: quick successive changes build on each other.
    const search = new URLSearchParams(window.location.search);
    for (const [key, value] of Object.entries(next)) {
      if (value) search.set(key, value);
      else search.delete(key);
    }
    const query = search.toString();
    window.history.replaceState(null, "", query ? `${pathname}?${query}` : pathname);
  }

  return (
    <Card>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
          <div className="grid gap-2">
            <Label htmlFor="exams-filter-group">{t("filterGroup")}</Label>
            <Select
              id="exams-filter-group"
              value={groupId ?? ""}
              onChange={(e) => update({ group_id: e.target.value || undefined, page: undefined })}
            >
              <option value="">{t("allGroups")}</option>
              {(me.data?.groups ?? []).map((g) => (
                <option key={g.id} value={g.id}>
                  {(me.data?.schools.length ?? 0) > 1 ? `${g.name} — ${schoolName.get(g.school_id) ?? ""}` : g.name}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="exams-filter-state">{t("filterState")}</Label>
            <Select
              id="exams-filter-state"
              value={state ?? ""}
              onChange={(e) => update({ state: e.target.value || undefined, page: undefined })}
            >
              <option value="">{t("allStates")}</option>
              {examStates.map((s) => (
                <option key={s} value={s}>
                  {t(`states.${s}`)}
                </option>
              ))}
            </Select>
          </div>
        </div>

        {list.isPending ? (
          <p className="text-sm text-muted-foreground">{tCommon("loading")}</p>
        ) : list.isError ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{t("loadFailed")}</AlertDescription>
          </Alert>
        ) : list.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("empty")}</p>
        ) : (
          <Table aria-busy={list.isFetching || undefined}>
            <TableCaption className="sr-only">{t("listCaption")}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>{t("columnName")}</TableHead>
                <TableHead>{t("columnGroups")}</TableHead>
                <TableHead>{t("columnState")}</TableHead>
                <TableHead className="text-right">{t("columnQuestions")}</TableHead>
                <TableHead>
                  <span className="sr-only">{t("columnActions")}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.items.map((exam) => (
                <TableRow key={exam.id}>
                  <TableCell className="font-medium whitespace-normal">{exam.name}</TableCell>
                  <TableCell className="whitespace-normal">
                    {[...new Set(exam.groups.map((g) => g.name))].join(", ")}
                  </TableCell>
                  <TableCell>
                    <Badge variant={stateVariant[exam.state]}>{t(`states.${exam.state}`)}</Badge>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{exam.question_count}</TableCell>
                  <TableCell className="text-right">
                    <Link href={`/exams/${exam.id}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
                      {t("edit")}
                      <span className="sr-only">{` ${exam.name}`}</span>
                    </Link>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}

        {list.data && list.data.total > 0 && (
          <nav aria-label={t("pagination")} className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground">{t("pageOf", { page, pages, total: list.data.total })}</p>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={page <= 1}
                onClick={() => update({ page: page - 1 > 1 ? String(page - 1) : undefined })}
              >
                {t("previous")}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= pages}
                onClick={() => update({ page: String(page + 1) })}
              >
                {t("next")}
              </Button>
            </div>
          </nav>
        )}
      </CardContent>
    </Card>
  );
}
