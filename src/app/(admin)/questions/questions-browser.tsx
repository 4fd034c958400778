"use client";

import { useState } from "react";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useQueryStates } from "nuqs";
import { ErrorAlert } from "@/components/ui/alert";
import { Card, CardContent } from "@/components/ui/card";
import { InfiniteList } from "@/components/list/infinite-list";
import { useTRPC } from "@/lib/trpc/client";
import { questionListParams } from "./question-list-params";
import { ListFiltersForm } from "./list-filters";
import { QuestionsTable } from "./questions-table";
import { SelectionBar } from "./selection-bar";
import { nextStatSort, type QuestionRow } from "./stat-sort";
import { toListInput } from "./list-input";

/** Selected question id → discipline id, for the filters it was made under (other filters: nothing selected). */
type Selection = { key: string; rows: ReadonlyMap<string, number> };

/** The question list: filters in the URL, pages loaded on demand, selection and the bulk actions. */
export function QuestionsBrowser() {
  const t = useTranslations("questions");
  const trpc = useTRPC();
  const [filters, setFilters] = useQueryStates(questionListParams);
  const input = toListInput(filters);
  const inputKey = JSON.stringify(input);
  const list = useInfiniteQuery(
    trpc.questions.list.infiniteQueryOptions(input, {
      getNextPageParam: (page) => page.next_cursor ?? undefined,
      placeholderData: keepPreviousData,
    }),
  );
  const [selection, setSelection] = useState<Selection>({ key: inputKey, rows: new Map() });
  const [rowError, setRowError] = useState<string | null>(null);
  // Clearing the filters remounts the filter fields, so their typed text resets too.
  const [filtersVersion, setFiltersVersion] = useState(0);

  const selected = selection.key === inputKey ? selection.rows : new Map<string, number>();
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];

  function onSelect(changed: readonly QuestionRow[], checked: boolean) {
    const next = new Map(selected);
    for (const row of changed) {
      if (checked) next.set(row.id, row.discipline_id);
      else next.delete(row.id);
    }
    setSelection({ key: inputKey, rows: next });
  }

  function clearFilters() {
    void setFilters(null);
    setFiltersVersion((v) => v + 1);
  }

  return (
    <div className="grid gap-4">
      <Card className="py-4">
        <CardContent className="px-4">
          <ListFiltersForm key={filtersVersion} filters={filters} onChange={setFilters} onClear={clearFilters} />
        </CardContent>
      </Card>
      <SelectionBar
        selected={selected}
        archived={filters.archived === "only"}
        onClear={() => setSelection({ key: inputKey, rows: new Map() })}
      />
      {rowError && <ErrorAlert>{rowError}</ErrorAlert>}
      <InfiniteList
        query={list}
        count={rows.length}
        failed={t("loadFailed")}
        empty={t("empty")}
        messages="questions.table"
      >
        <QuestionsTable
          rows={rows}
          selected={new Set(selected.keys())}
          onSelect={onSelect}
          sort={filters.sort}
          onStatSort={(column) => void setFilters({ sort: nextStatSort(filters.sort, column) })}
          onError={setRowError}
        />
      </InfiniteList>
    </div>
  );
}
