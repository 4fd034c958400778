"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { DeleteButton } from "@/components/form/delete-button";
import { useTRPC } from "@/lib/trpc/client";

/**
 * "Excluir prova", after a confirmation: no undo, as the exam's assignments go with it. An exam
 * students answered is refused (409), and the toast says why (docs/exams.md).
 */
export function DeleteExamButton({ examId }: { examId: string }) {
  const t = useTranslations("exams");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.exams.delete.mutationOptions());
  const text = { confirm: t("deleteConfirm"), delete: t("delete"), deleting: t("deleting"), deleted: t("deleted") };
  return (
    <DeleteButton
      text={text}
      then="/exams"
      remove={async () => {
        await remove.mutateAsync({ examId });
        void queryClient.invalidateQueries(trpc.exams.pathFilter());
      }}
    />
  );
}
