"use client";

import { useRouter } from "next/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Archive, ArchiveRestore, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useErrorText } from "@/lib/errors/use-error-text";
import { useTRPC } from "@/lib/trpc/client";
import { useArchiveQuestions } from "./use-archive-questions";

type Props = { questionId: string; archived: boolean };

/**
 * The editor's "Arquivar"/"Restaurar" and "Excluir". The server decides what "Excluir" does: an
 * unused question is removed (no undo: the list opens), one students answered or in an exam is
 * archived, and the toast says so and offers the undo.
 */
export function QuestionLifecycle({ questionId, archived }: Props) {
  const t = useTranslations("questions.archive");
  const errorText = useErrorText();
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const archiving = useArchiveQuestions();
  const remove = useMutation(trpc.questions.delete.mutationOptions());

  async function onDelete() {
    if (!window.confirm(t("confirmDelete"))) return;
    try {
      const { outcome } = await remove.mutateAsync({ questionId });
      void queryClient.invalidateQueries(trpc.questions.pathFilter());
      if (outcome === "deleted") {
        toast.success(t("deleted"));
        router.push("/questions");
      } else
        toast.success(t("archivedInstead"), {
          action: { label: t("undo"), onClick: () => void archiving.restore([questionId]) },
        });
    } catch (error) {
      toast.error(errorText.error(error));
    }
  }

  return (
    <div className="grid gap-3">
      {archived && (
        <Alert role="note">
          <AlertDescription>{t("notice")}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={archiving.pending}
          onClick={() => void (archived ? archiving.restore : archiving.archive)([questionId])}
        >
          {archived ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
          {archived ? t("restore") : t("archive")}
        </Button>
        <Button type="button" variant="destructive" disabled={remove.isPending} onClick={onDelete}>
          <Trash2 aria-hidden />
          {remove.isPending ? t("deleting") : t("delete")}
        </Button>
      </div>
    </div>
  );
}
