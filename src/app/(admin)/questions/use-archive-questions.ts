"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { useErrorText } from "@/lib/errors/use-error-text";
import { useTRPC } from "@/lib/trpc/client";

/**
 * Archive and restore with a toast whose "Desfazer" does the opposite: both are safe to undo, as
 * neither removes anything (docs/questions-db.md). Resolves false when the server refused.
 */
export function useArchiveQuestions() {
  const t = useTranslations("questions.archive");
  const errorText = useErrorText();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const archive = useMutation(trpc.questions.archive.mutationOptions());
  const restore = useMutation(trpc.questions.restore.mutationOptions());

  async function run(questionIds: string[], archived: boolean): Promise<boolean> {
    try {
      await (archived ? archive : restore).mutateAsync({ questionIds });
    } catch (error) {
      toast.error(errorText.error(error));
      return false;
    }
    void queryClient.invalidateQueries(trpc.questions.pathFilter());
    toast.success(t(archived ? "archived" : "restored", { count: questionIds.length }), {
      action: { label: t("undo"), onClick: () => void run(questionIds, !archived) },
    });
    return true;
  }

  return {
    pending: archive.isPending || restore.isPending,
    archive: (questionIds: string[]) => run(questionIds, true),
    restore: (questionIds: string[]) => run(questionIds, false),
  };
}
