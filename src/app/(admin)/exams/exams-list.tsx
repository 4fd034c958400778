"use client";

import Link from "next/link";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useQueryStates } from "nuqs";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useTRPC } from "@/lib/trpc/client";
import { examListParams as param } from "./exam-list-params";
import { withoutNulls } from "@/lib/url-state/without-nulls";
import { examStates } from "@/server/exams/schema";

const pageSize = 20;
const stateVariant = { upcoming: "secondary", open: "success", closed: "outline" } as const;

/** The exams the user can change, filtered by group and window state; the filters live in the URL. */
export function ExamsList() {
  const t = useTranslations("exams");
  const tCommon = useTranslations("common");
  const trpc = useTRPC();
  const [filters, setFilters] = useQueryStates(param);
  const { page } = filters;
  const me = useQuery(trpc.me.get.queryOptions());
  const list = useQuery(
    trpc.exams.list.queryOptions({ ...withoutNulls(filters), limit: pageSize }, { placeholderData: keepPreviousData }),
  );
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / pageSize)) : 1;
  const schoolName = new Map((me.data?.schools ?? []).map((s) => [s.id, s.name]));

  return (
    <Card>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
          <div className="grid gap-2">
            <Label htmlFor="exams-filter-group">{t("filterGroup")}</Label>
            <Select
              id="exams-filter-group"
              value={filters.group_id ?? ""}
              onChange={(e) => void setFilters({ group_id: param.group_id.parse(e.target.value), page: null })}
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
              value={filters.state ?? ""}
              onChange={(e) => void setFilters({ state: param.state.parse(e.target.value), page: null })}
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
                onClick={() => void setFilters({ page: page - 1 })}
              >
                {t("previous")}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= pages}
                onClick={() => void setFilters({ page: page + 1 })}
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
