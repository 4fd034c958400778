"use client";

import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useQueryStates } from "nuqs";
import { TRPCClientError } from "@trpc/client";
import { Card, CardContent } from "@/components/ui/card";
import { QueryResult } from "@/components/list/query-result";
import { useSchoolTimeZone } from "@/lib/time/use-school-time-zone";
import { useTRPC } from "@/lib/trpc/client";
import { performanceParams } from "./performance-params";
import { studentsPageSize } from "@/server/performance/schema";
import type { Student } from "./columns";
import { ExamAnalysis } from "./exam-analysis";
import { ExportStudents } from "./export-students";
import { PerformanceFilters } from "./performance-filters";
import { StudentTimeline } from "./student-timeline";
import { StudentsTable } from "./students-table";
import { toQuery } from "./to-query";

const isForbidden = (error: unknown) =>
  error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === "FORBIDDEN";

/** Filters, sort and page (in the URL), a page of the students' statistics, and for a chosen exam its item analysis. */
export function PerformanceView() {
  const t = useTranslations("performance");
  const trpc = useTRPC();
  const [filters, setFilters] = useQueryStates(performanceParams);
  const [selected, setSelected] = useState<Student | null>(null);
  const me = useQuery(trpc.me.get.queryOptions());
  // The days are the chosen school's, else the user's school's.
  const timeZone = useSchoolTimeZone(me.data?.schools ?? [])(filters.school_id);
  const exams = useQuery(trpc.exams.options.queryOptions());
  const quizzes = useQuery(trpc.performance.quizzes.queryOptions());
  const query = toQuery(filters, timeZone);
  const { sort, direction, page } = filters;
  const students = useQuery(
    trpc.performance.students.queryOptions(
      { ...query, sort, direction, page, page_size: studentsPageSize },
      { placeholderData: keepPreviousData },
    ),
  );
  const examNames = new Map((exams.data ?? []).map((e) => [e.id, e.name]));
  const quizNames = new Map((quizzes.data ?? []).map((q) => [q.id, q.name]));

  return (
    <div className="grid gap-6">
      <PerformanceFilters
        filters={filters}
        onChange={(patch) => void setFilters({ ...patch, page: null })}
        schools={me.data?.schools ?? []}
        groups={me.data?.groups ?? []}
        exams={exams.data ?? []}
        quizzes={quizzes.data ?? []}
      />
      {/* The exam's analysis first: it is short, the student list can be long. */}
      {filters.exam_id && <ExamAnalysis examId={filters.exam_id} />}
      <Card>
        <CardContent>
          <QueryResult query={students} failed={isForbidden(students.error) ? t("forbidden") : t("loadFailed")}>
            {(data) => (
              <StudentsTable
                students={data.students}
                total={data.total}
                page={page}
                pageSize={studentsPageSize}
                sort={{ sort, direction }}
                busy={students.isFetching}
                onSort={(next) => void setFilters({ ...next, page: null })}
                onPage={(next) => void setFilters({ page: next })}
                onSelect={setSelected}
                exporter={<ExportStudents query={{ ...query, sort, direction }} />}
              />
            )}
          </QueryResult>
        </CardContent>
      </Card>
      <StudentTimeline
        student={selected}
        query={query}
        onClose={() => setSelected(null)}
        examNames={examNames}
        quizNames={quizNames}
      />
    </div>
  );
}
