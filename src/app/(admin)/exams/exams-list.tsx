"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useQueryStates } from "nuqs";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { Table, TableBody, TableCaption, TableCell, TableRow } from "@/components/ui/table";
import { FilterSelect } from "@/components/list/filter-select";
import { groupOptions } from "@/components/list/group-options";
import { QueryResult } from "@/components/list/query-result";
import { Pagination } from "@/components/list/pagination";
import { RowLinkCell } from "@/components/list/row-link-cell";
import { TableHeaderRow } from "@/components/list/table-header-row";
import { useTRPC } from "@/lib/trpc/client";
import { examListParams as param } from "./exam-list-params";
import { withoutNulls } from "@/lib/url-state/without-nulls";
import { examStates } from "@/server/exams/schema";

const pageSize = 20;
const stateVariant = { upcoming: "secondary", open: "success", closed: "outline" } as const;

/** The exams the user can change, filtered by group and window state; the filters live in the URL. */
export function ExamsList() {
  const t = useTranslations("exams");
  const trpc = useTRPC();
  const [filters, setFilters] = useQueryStates(param);
  const { page } = filters;
  const me = useQuery(trpc.me.get.queryOptions());
  const list = useQuery(
    trpc.exams.list.queryOptions({ ...withoutNulls(filters), limit: pageSize }, { placeholderData: keepPreviousData }),
  );
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / pageSize)) : 1;

  return (
    <Card>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
          <FilterSelect
            id="exams-filter-group"
            label={t("filterGroup")}
            value={filters.group_id}
            all={t("allGroups")}
            options={groupOptions(me.data?.groups ?? [], me.data?.schools ?? [])}
            onChange={(value) => void setFilters({ group_id: param.group_id.parse(value), page: null })}
          />
          <FilterSelect
            id="exams-filter-state"
            label={t("filterState")}
            value={filters.state}
            all={t("allStates")}
            options={examStates.map((s) => ({ value: s, label: t(`states.${s}`) }))}
            onChange={(value) => void setFilters({ state: param.state.parse(value), page: null })}
          />
        </div>

        <QueryResult
          query={list}
          failed={t("loadFailed")}
          empty={t("empty")}
          isEmpty={(data) => data.items.length === 0}
        >
          {(data) => (
            <Table aria-busy={list.isFetching || undefined}>
              <TableCaption className="sr-only">{t("listCaption")}</TableCaption>
              <TableHeaderRow
                columns={[
                  t("columnName"),
                  t("columnGroups"),
                  t("columnState"),
                  { label: t("columnQuestions"), className: "text-right" },
                ]}
                actions={t("columnActions")}
              />
              <TableBody>
                {data.items.map((exam) => (
                  <TableRow key={exam.id}>
                    <TableCell className="font-medium whitespace-normal">{exam.name}</TableCell>
                    <TableCell className="whitespace-normal">
                      {[...new Set(exam.groups.map((g) => g.name))].join(", ")}
                    </TableCell>
                    <TableCell>
                      <Badge variant={stateVariant[exam.state]}>{t(`states.${exam.state}`)}</Badge>
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{exam.question_count}</TableCell>
                    <RowLinkCell href={`/exams/${exam.id}`} name={exam.name}>
                      {t("edit")}
                    </RowLinkCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </QueryResult>

        {list.data && list.data.total > 0 && (
          <Pagination
            page={page}
            pages={pages}
            onPage={(next) => void setFilters({ page: next })}
            summary={t("pageOf", { page, pages, total: list.data.total })}
            messages="exams"
          />
        )}
      </CardContent>
    </Card>
  );
}
