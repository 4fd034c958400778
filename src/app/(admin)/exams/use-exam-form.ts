"use client";

import { useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { toast } from "sonner";
import { useAppForm } from "@/components/form/use-app-form";
import { useUnsavedChangesGuard } from "@/components/form/use-unsaved-changes-guard";
import { useTRPC } from "@/lib/trpc/client";
import { examInput } from "@/server/exams/schema";
import {
  disciplineWarnings,
  move,
  unreadQuestion,
  type ChosenQuestion,
  type ExamValues,
  type MyGroup,
} from "./form-model";

type Options = {
  /** Absent: create. */
  examId?: string;
  defaultValues: ExamValues;
  /** What the form shows of the exam's questions (question_ids holds only their ids). */
  questions: ChosenQuestion[];
  groups: MyGroup[];
};

/** The exam form on examInput: the server's refusals beside their fields, a toast on save, a guard while edited. */
export function useExamForm({ examId, defaultValues, questions: initialQuestions, groups }: Options) {
  const t = useTranslations("exams");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const form = useAppForm(examInput, { defaultValues });
  const { control, formState, getValues, setValue, clearErrors } = form;
  const [known, setKnown] = useState(() => new Map(initialQuestions.map((q) => [q.id, q])));
  // After a create the page moves to the new exam: the form stays busy and unguarded until it has.
  const [leaving, setLeaving] = useState(false);
  const create = useMutation(trpc.exams.create.mutationOptions());
  const update = useMutation(trpc.exams.update.mutationOptions());
  const saving = formState.isSubmitting || leaving;
  useUnsavedChangesGuard(formState.isDirty && !saving);

  const entries = useWatch({ control, name: "exam_to_groups" });
  const questionIds = useWatch({ control, name: "question_ids" }) ?? [];
  const questions = questionIds.map((id) => known.get(id) ?? unreadQuestion(id));
  const groupsById = useMemo(() => new Map(groups.map((g) => [g.id, g])), [groups]);
  const warnings = disciplineWarnings(
    entries.flatMap((e) => e.group_ids ?? []),
    questions,
    groupsById,
  );

  const setQuestionIds = (ids: string[]) => {
    // A server issue names a question by its place, which has changed.
    clearErrors("question_ids");
    setValue("question_ids", ids, { shouldDirty: true });
  };
  const ids = () => getValues("question_ids") ?? [];
  const questionActions = {
    add: (question: ChosenQuestion) => {
      if (ids().includes(question.id)) return;
      setKnown((map) => new Map(map).set(question.id, question));
      setQuestionIds([...ids(), question.id]);
    },
    remove: (id: string) => setQuestionIds(ids().filter((q) => q !== id)),
    move: (from: number, to: number) => setQuestionIds(move(ids(), from, to)),
  };

  // An exam with no questions is saved only once the user confirms it (docs/exams.md).
  const [askingEmpty, setAskingEmpty] = useState(false);
  const submitting = (emptyConfirmed: boolean) =>
    form.handleSubmit(async (data) => {
      if ((data.question_ids ?? []).length === 0 && !emptyConfirmed) {
        setAskingEmpty(true);
        return;
      }
      try {
        if (examId) {
          await update.mutateAsync({ examId, data });
          form.reset(getValues());
          toast.success(t("saved"));
        } else {
          const created = await create.mutateAsync(data);
          setLeaving(true);
          toast.success(t("saved"));
          router.push(`/exams/${created.id}`);
        }
        await queryClient.invalidateQueries(trpc.exams.pathFilter());
      } catch (error) {
        form.showServerError(error);
      }
    });
  const submit = submitting(false);

  return {
    form,
    control,
    getValues,
    setValue,
    errors: formState.errors,
    saving,
    questions,
    warnings,
    questionActions,
    submit,
    emptyQuestion: {
      open: askingEmpty,
      save: () => void submitting(true)(),
      close: () => setAskingEmpty(false),
    },
  };
}
