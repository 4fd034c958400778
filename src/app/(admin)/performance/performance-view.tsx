"use client";

import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useQueryStates } from "nuqs";
import { TRPCClientError } from "@trpc/client";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent } from "@/components/ui/card";
import { useSchoolTimeZone } from "@/lib/time/use-school-time-zone";
import { useTRPC } from "@/lib/trpc/client";
import { performanceParams } from "@/lib/url-state/performance-params";
import type { Student } from "./columns";
import { ExamAnalysis } from "./exam-analysis";
import { PerformanceFilters } from "./performance-filters";
import { StudentTimeline } from "./student-timeline";
import { StudentsTable } from "./students-table";
import { toQuery } from "./to-query";

const isForbidden = (error: unknown) =>
  error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === "FORBIDDEN";

/** Filters (in the URL), the students' statistics, and for a chosen exam its item analysis. */
export function PerformanceView() {
  const t = useTranslations("performance");
  const tCommon = useTranslations("common");
  const trpc = useTRPC();
  const [filters, setFilters] = useQueryStates(performanceParams);
  const [selected, setSelected] = useState<Student | null>(null);
  const me = useQuery(trpc.me.get.queryOptions());
  // The days are the chosen school's, else the user's school's.
  const timeZone = useSchoolTimeZone(me.data?.schools ?? [])(filters.school_id);
  const exams = useQuery(trpc.exams.options.queryOptions());
  const quizzes = useQuery(trpc.performance.quizzes.queryOptions());
  const users = useQuery(
    trpc.performance.users.queryOptions(toQuery(filters, timeZone), { placeholderData: keepPreviousData }),
  );
  const examNames = new Map((exams.data ?? []).map((e) => [e.id, e.name]));
  const quizNames = new Map((quizzes.data ?? []).map((q) => [q.id, q.name]));

  return (
    <div className="grid gap-6">
      <PerformanceFilters
        filters={filters}
        onChange={setFilters}
        schools={me.data?.schools ?? []}
        groups={me.data?.groups ?? []}
        exams={exams.data ?? []}
        quizzes={(quizzes.data ?? []).map((q) => ({ id: q.id, name: q.name, group_id: q.group_id }))}
      />
      <Card>
        <CardContent>
          {users.isPending ? (
            <p className="text-sm text-muted-foreground">{tCommon("loading")}</p>
          ) : users.isError ? (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{isForbidden(users.error) ? t("forbidden") : t("loadFailed")}</AlertDescription>
            </Alert>
          ) : (
            <StudentsTable students={users.data} busy={users.isFetching} onSelect={setSelected} />
          )}
        </CardContent>
      </Card>
      {filters.exam_id && <ExamAnalysis examId={filters.exam_id} />}
      <StudentTimeline
        student={selected}
        onClose={() => setSelected(null)}
        examNames={examNames}
        quizNames={quizNames}
      />
    </div>
  );
}
