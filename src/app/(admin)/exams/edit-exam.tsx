"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { CopyOfNote } from "@/components/form/copy-of-note";
import { LoadState } from "@/components/form/load-state";
import { useErrorText } from "@/lib/errors/use-error-text";
import { useTRPC } from "@/lib/trpc/client";
import { ExamActions } from "./exam-actions";
import { DeleteExamButton } from "./delete-exam-button";
import { ExamForm } from "./exam-form";
import { unreadQuestion, type ChosenQuestion, type ExamValues } from "./form-model";

/**
 * One exam in the form. The exam and its questions are read once per visit (not kept in the
 * cache), so that reopening it always shows what was last saved. `copyOf`: the exam this one was
 * duplicated from.
 */
export function EditExam({ examId, copyOf }: { examId: string; copyOf?: string }) {
  const t = useTranslations("exams");
  const errorText = useErrorText();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const me = useQuery(trpc.me.get.queryOptions());
  const loaded = useQuery({
    queryKey: ["exam-form", examId],
    staleTime: 0,
    gcTime: 0,
    retry: false,
    queryFn: async () => {
      const exam = await queryClient.fetchQuery({ ...trpc.exams.get.queryOptions({ examId }), staleTime: 0 });
      const found = new Map<string, ChosenQuestion>();
      let cursor: string | undefined;
      do {
        const page = await queryClient.fetchQuery({
          ...trpc.questions.list.queryOptions({ exam_id: examId, limit: 100, cursor }),
          staleTime: 0,
        });
        for (const q of page.items) found.set(q.id, q);
        cursor = page.next_cursor ?? undefined;
      } while (cursor);
      const questions = exam.question_ids.map((id) => found.get(id) ?? unreadQuestion(id));
      return { exam, questions };
    },
  });

  const pending = loaded.isPending || me.isPending;
  if (pending || loaded.isError || me.isError)
    return <LoadState pending={pending} failed={loaded.isError ? errorText.error(loaded.error) : t("loadOneFailed")} />;

  const { exam, questions } = loaded.data;
  const mine = new Set(me.data.groups.map((g) => g.id));
  const defaultValues: ExamValues = {
    name: exam.name,
    description: exam.description,
    // Groups outside the user's access are kept by the server as they are; the form leaves them out.
    exam_to_groups: exam.exam_to_groups
      .map((entry) => ({
        group_ids: entry.group_ids.filter((id) => mine.has(id)),
        available_after: Date.parse(entry.available_after),
        available_before: Date.parse(entry.available_before),
        instant_answer_feedback: entry.instant_answer_feedback,
        allow_multiple_answers: entry.allow_multiple_answers,
        is_readonly: entry.is_readonly,
      }))
      .filter((entry) => entry.group_ids.length > 0),
    question_ids: questions.map((q) => q.id),
  };
  const hiddenGroups = new Set(exam.exam_to_groups.flatMap((e) => e.group_ids).filter((id) => !mine.has(id))).size;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{t("editTitle")}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <ExamActions examId={exam.id} />
          <DeleteExamButton examId={exam.id} />
        </div>
      </div>
      {copyOf && <CopyOfNote href={`/exams/${copyOf}`} text={(link) => t.rich("copyOf", { link })} />}
      <ExamForm
        key={exam.id}
        examId={exam.id}
        defaultValues={defaultValues}
        questions={questions}
        groups={me.data.groups}
        schools={me.data.schools}
        hiddenGroups={hiddenGroups}
      />
    </div>
  );
}
