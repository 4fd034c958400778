"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { DefaultValues } from "react-hook-form";
import { toast } from "sonner";
import { useAppForm } from "@/components/form/use-app-form";
import { useUnsavedChangesGuard } from "@/components/form/use-unsaved-changes-guard";
import { useTRPC } from "@/lib/trpc/client";
import { questionInput, type QuestionOutput } from "@/server/questions-db/schema";
import type { QuestionValues } from "./form-values";

type Options = {
  /** Absent: create. */
  questionId?: string;
  defaultValues: DefaultValues<QuestionValues>;
  /** The form's values for the question as saved (an update answers with it). */
  valuesOf: (question: QuestionOutput) => QuestionValues;
};

/** The question form: validated with the server's `questionInput`, then created or updated. */
export function useQuestionForm({ questionId, defaultValues, valuesOf }: Options) {
  const t = useTranslations("questions");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const form = useAppForm(questionInput, { defaultValues });
  const create = useMutation(trpc.questions.create.mutationOptions());
  const update = useMutation(trpc.questions.update.mutationOptions());
  /** Created: stays busy while the editor of the new question opens, so it cannot be created twice. */
  const [leaving, setLeaving] = useState(false);
  const { isSubmitting, isDirty } = form.formState;
  const saving = isSubmitting || leaving;
  useUnsavedChangesGuard(isDirty && !saving);

  const submit = form.handleSubmit(async (data) => {
    try {
      const written = questionId ? await update.mutateAsync({ questionId, data }) : await create.mutateAsync(data);
      // A subject given by name now exists: the discipline's subject list changed.
      if (typeof data.subject === "string") void queryClient.invalidateQueries(trpc.disciplines.pathFilter());
      void queryClient.invalidateQueries(trpc.questions.pathFilter());
      toast.success(t("saved"));
      if (questionId) {
        form.reset(valuesOf(written));
      } else {
        setLeaving(true);
        router.push(`/questions/${written.id}`);
      }
    } catch (error) {
      form.showServerError(error);
    }
  });

  return { form, saving, submit };
}
