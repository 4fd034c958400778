"use client";

import { useRouter } from "next/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useErrorText } from "@/lib/errors/use-error-text";
import { useTRPC } from "@/lib/trpc/client";

/**
 * "Excluir prova", after a confirmation: no undo, as the exam's assignments go with it. An exam
 * students answered is refused (409), and the toast says why (docs/exams.md).
 */
export function DeleteExamButton({ examId }: { examId: string }) {
  const t = useTranslations("exams");
  const errorText = useErrorText();
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.exams.delete.mutationOptions());

  async function onClick() {
    if (!window.confirm(t("deleteConfirm"))) return;
    try {
      await remove.mutateAsync({ examId });
      void queryClient.invalidateQueries(trpc.exams.pathFilter());
      toast.success(t("deleted"));
      router.push("/exams");
    } catch (error) {
      toast.error(errorText.error(error));
    }
  }

  return (
    <Button type="button" variant="destructive" onClick={onClick} disabled={remove.isPending || remove.isSuccess}>
      <Trash2 aria-hidden />
      {remove.isPending ? t("deleting") : t("delete")}
    </Button>
  );
}
