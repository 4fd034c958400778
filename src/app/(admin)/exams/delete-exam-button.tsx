"use client";

import { useMutation } from "@tanstack/react-query";
import { DeleteRecordButton } from "@/components/list/delete-record-button";
import { useTRPC } from "@/lib/trpc/client";

/**
 * "Excluir prova", after a confirmation: no undo, as the exam's assignments go with it. An exam
 * students answered is refused (409), and the toast says why (docs/exams.md).
 */
export function DeleteExamButton({ examId }: { examId: string }) {
  const trpc = useTRPC();
  const remove = useMutation(trpc.exams.delete.mutationOptions());
  return (
    <DeleteRecordButton area="exams" remove={() => remove.mutateAsync({ examId })} stale={trpc.exams.pathFilter()} />
  );
}
