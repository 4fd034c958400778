"use client";

import Link from "next/link";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { useErrorText } from "@/lib/errors/use-error-text";
import { useTRPC } from "@/lib/trpc/client";
import { ExamActions } from "./exam-actions";
import { DeleteExamButton } from "./delete-exam-button";
import { ExamForm } from "./exam-form";
import type { ChosenQuestion, ExamValues } from "./form-model";

/**
 * One exam in the form. The exam and its questions are read once per visit (not kept in the
 * cache), so that reopening it always shows what was last saved. `copyOf`: the exam this one was
 * duplicated from.
 */
export function EditExam({ examId, copyOf }: { examId: string; copyOf?: string }) {
  const t = useTranslations("exams");
  const tCommon = useTranslations("common");
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
      const questions = exam.question_ids.map(
        (id): ChosenQuestion =>
          found.get(id) ?? {
            id,
            description: "",
            discipline_id: null,
            discipline_name: "",
            subject_name: "",
            type: null,
          },
      );
      return { exam, questions };
    },
  });

  if (loaded.isPending || me.isPending) return <p className="text-sm text-muted-foreground">{tCommon("loading")}</p>;
  if (loaded.isError || me.isError)
    return (
      <Alert variant="destructive" role="alert">
        <AlertDescription>{loaded.isError ? errorText.error(loaded.error) : t("loadOneFailed")}</AlertDescription>
      </Alert>
    );

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
      {copyOf && (
        <Alert role="note">
          <AlertDescription>
            <p>
              {t.rich("copyOf", {
                link: (chunks) => (
                  <Link href={`/exams/${copyOf}`} className="font-medium underline underline-offset-4">
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          </AlertDescription>
        </Alert>
      )}
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
