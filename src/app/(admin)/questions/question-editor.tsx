"use client";

import { skipToken, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { CopyOfNote } from "@/components/form/copy-of-note";
import { LoadState } from "@/components/form/load-state";
import { useErrorText } from "@/lib/errors/use-error-text";
import { useSchoolTimeZone } from "@/lib/time/use-school-time-zone";
import { useTRPC } from "@/lib/trpc/client";
import type { QuestionOutput } from "@/server/questions-db/schema";
import { emptyValues, questionValues } from "./form-values";
import { QuestionForm } from "./question-form";
import { QuestionLifecycle } from "./question-lifecycle";

export type FormOptions = {
  schools: { id: string; name: string; time_zone: string }[];
  groups: { id: string; name: string; school_id: string; discipline_ids: number[] }[];
  disciplines: { id: number; name: string }[];
  exams: { id: string; name: string; school_id: string; discipline_ids: number[] }[];
};

type Props = {
  /** Absent: a new question. */
  questionId?: string;
  /** The question this one was duplicated from: the editor says it is a copy. */
  copyOf?: string;
};

/** Loads what the form offers (schools, groups, disciplines, exams) and, when editing, the question. */
export function QuestionEditor({ questionId, copyOf }: Props) {
  const t = useTranslations("questions");
  const errorText = useErrorText();
  const trpc = useTRPC();
  const me = useQuery(trpc.me.get.queryOptions());
  const disciplines = useQuery(trpc.disciplines.list.queryOptions());
  const exams = useQuery(trpc.exams.options.queryOptions());
  const question = useQuery(trpc.questions.get.queryOptions(questionId ? { questionId } : skipToken, { staleTime: 0 }));
  // A question's dates are typed and read in its school's zone (docs/time.md).
  const timeZoneOf = useSchoolTimeZone(me.data?.schools ?? []);

  const loading =
    me.isPending || disciplines.isPending || exams.isPending || (questionId !== undefined && question.isPending);
  const failed = [question, me, disciplines, exams].find((q) => q.isError);
  if (loading || failed || !me.data || !disciplines.data || !exams.data)
    return <LoadState pending={loading} failed={failed?.error ? errorText.error(failed.error) : t("loadOneFailed")} />;

  const options: FormOptions = {
    schools: me.data.schools,
    groups: me.data.groups,
    disciplines: disciplines.data,
    exams: exams.data,
  };
  // Only groups and exams the user may change are sent back; the server keeps the others (spec 4.3 rule 4).
  const groupIds = new Set(options.groups.map((g) => g.id));
  const examIds = new Set(options.exams.map((e) => e.id));
  const canUse = { group: (id: string) => groupIds.has(id), exam: (id: string) => examIds.has(id) };
  const valuesOf = (q: QuestionOutput) => questionValues(q, canUse);

  return (
    <div className="grid gap-6">
      {copyOf && question.data && (
        <CopyOfNote href={`/questions/${copyOf}`} text={(link) => t.rich("copyOf", { link })} />
      )}
      {question.data && (
        <QuestionLifecycle questionId={question.data.id} archived={question.data.archived_at !== null} />
      )}
      <QuestionForm
        key={question.data?.id ?? "new"}
        options={options}
        questionId={question.data?.id}
        defaultValues={question.data ? valuesOf(question.data) : emptyValues(options.schools.map((s) => s.id))}
        valuesOf={valuesOf}
        timeZoneOf={timeZoneOf}
      />
    </div>
  );
}
