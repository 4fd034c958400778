"use client";

import { useState } from "react";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useQueryStates } from "nuqs";
import { Card, CardContent } from "@/components/ui/card";
import { InfiniteList } from "@/components/list/infinite-list";
import { useTRPC } from "@/lib/trpc/client";
import { StudentQuestionFiltersForm } from "./student-question-filters";
import { studentQuestionListParams, toStudentQuestionInput } from "./student-question-list-params";
import { StudentQuestionsTable } from "./student-questions-table";

/** The students' questions: filters and order in the URL, pages loaded on demand. */
export function StudentQuestionsBrowser({ unanswered }: { unanswered: string }) {
  const t = useTranslations("studentQuestions");
  const trpc = useTRPC();
  const [filters, setFilters] = useQueryStates(studentQuestionListParams);
  const list = useInfiniteQuery(
    trpc.studentQuestions.list.infiniteQueryOptions(toStudentQuestionInput(filters), {
      getNextPageParam: (page) => page.next_cursor ?? undefined,
      placeholderData: keepPreviousData,
    }),
  );
  // Ages count from when the page was opened, so loading more does not move the rows already read.
  const [now] = useState(() => new Date());
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="grid gap-4">
      <Card className="py-4">
        <CardContent className="px-4">
          <StudentQuestionFiltersForm
            filters={filters}
            onChange={setFilters}
            onClear={() => void setFilters(null)}
            unanswered={unanswered}
          />
        </CardContent>
      </Card>
      <InfiniteList
        query={list}
        count={rows.length}
        failed={t("loadFailed")}
        empty={t("empty")}
        messages="studentQuestions.table"
      >
        <StudentQuestionsTable rows={rows} now={now} filters={filters} onSort={(sort) => void setFilters({ sort })} />
      </InfiniteList>
    </div>
  );
}
