"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { useErrorText } from "@/lib/errors/use-error-text";
import { useTRPC } from "@/lib/trpc/client";

/**
 * The bulk "Adicionar à prova": the selected questions (id → discipline id) go to the end of an exam whose groups
 * all have their disciplines, so only such exams are offered. The outcome and a refusal are toasts.
 */
export function useAddToExam(selected: ReadonlyMap<string, number>) {
  const t = useTranslations("questions");
  const errorText = useErrorText();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const exams = useQuery(trpc.exams.options.queryOptions());
  const add = useMutation(trpc.exams.addQuestions.mutationOptions());
  const [examId, setExamId] = useState("");

  const disciplineIds = [...new Set(selected.values())];
  const options = (exams.data ?? []).filter((exam) => disciplineIds.every((id) => exam.discipline_ids.includes(id)));
  const chosen = options.some((exam) => exam.id === examId) ? examId : "";

  async function submit() {
    if (!chosen || selected.size === 0) return;
    try {
      const { added, skipped } = await add.mutateAsync({ examId: chosen, questionIds: [...selected.keys()] });
      toast.success(t("bulk.result", { added, skipped }));
      await queryClient.invalidateQueries(trpc.questions.pathFilter());
    } catch (e) {
      toast.error(errorText.error(e));
    }
  }

  return {
    options,
    chosen,
    choose: setExamId,
    submit,
    pending: add.isPending,
    noExam: selected.size > 0 && exams.isSuccess && options.length === 0,
  };
}
