"use client";

import { useEffect } from "react";
import { skipToken, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { useTRPC } from "@/lib/trpc/client";
import type { QuestionOutput } from "@/server/questions-db/schema";
import { toQuestionInput } from "@/server/questions-db/to-question-input";
import { emptyValues, inputToValues } from "./form-values";
import { QuestionForm } from "./question-form";
import { useErrorText } from "@/lib/errors/use-error-text";

export type FormOptions = {
  schools: { id: string; name: string }[];
  groups: { id: string; name: string; school_id: string; discipline_ids: number[] }[];
  disciplines: { id: number; name: string }[];
  exams: { id: string; name: string; school_id: string; discipline_ids: number[] }[];
};

type Props = {
  /** Absent: a new question. */
  questionId?: string;
  /** A one-time notice after a create or a duplicate. */
  notice?: "saved" | "duplicated" | null;
};

/** Loads what the form offers (schools, groups, disciplines, exams) and, when editing, the question. */
export function QuestionEditor({ questionId, notice = null }: Props) {
  const t = useTranslations("questions");
  const errorText = useErrorText();
  const tCommon = useTranslations("common");
  const trpc = useTRPC();
  const me = useQuery(trpc.me.get.queryOptions());
  const disciplines = useQuery(trpc.disciplines.list.queryOptions());
  const exams = useQuery(trpc.exams.options.queryOptions());
  const question = useQuery(trpc.questions.get.queryOptions(questionId ? { questionId } : skipToken, { staleTime: 0 }));

  // "?saved=1" and "?duplicated=1" are shown once: a reload must not show them again.
  useEffect(() => {
    if (notice && questionId) window.history.replaceState(null, "", `/questions/${questionId}`);
  }, [notice, questionId]);

  const loading =
    me.isPending || disciplines.isPending || exams.isPending || (questionId !== undefined && question.isPending);
  if (loading) return <p className="text-sm text-muted-foreground">{tCommon("loading")}</p>;
  const failed = [question, me, disciplines, exams].find((q) => q.isError);
  if (failed || !me.data || !disciplines.data || !exams.data)
    return (
      <Alert variant="destructive" role="alert">
        <AlertDescription>{failed?.error ? errorText.error(failed.error) : t("loadOneFailed")}</AlertDescription>
      </Alert>
    );

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
  const fromQuestion = (q: QuestionOutput) => inputToValues(toQuestionInput(q), canUse);

  return (
    <QuestionForm
      key={question.data?.id ?? "new"}
      options={options}
      questionId={question.data?.id}
      initial={question.data ? fromQuestion(question.data) : emptyValues(options.schools.map((s) => s.id))}
      initialStatus={notice ? t(notice) : null}
      fromQuestion={fromQuestion}
    />
  );
}
