"use client";

import Link from "next/link";
import { useMutation } from "@tanstack/react-query";
import { Archive, ArchiveRestore, Copy, Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { useQueryState } from "nuqs";
import { Button, buttonVariants } from "@/components/ui/button";
import { useOpenCopy } from "@/components/list/use-open-copy";
import { useTRPC } from "@/lib/trpc/client";
import { questionListParams } from "./question-list-params";
import { useArchiveQuestions } from "./use-archive-questions";

type Props = { questionId: string; n: number; onError: (message: string | null) => void };

/**
 * "Editar", "Duplicar" (the copy opens in the editor) and "Arquivar" (or "Restaurar" in the list of
 * archived questions) of one row; `n` names the row for screen readers.
 */
export function RowActions({ questionId, n, onError }: Props) {
  const t = useTranslations("questions");
  const trpc = useTRPC();
  const duplicate = useMutation(trpc.questions.duplicate.mutationOptions());
  const openCopy = useOpenCopy("questions", trpc.questions.list.pathFilter());
  const leaving = duplicate.isSuccess;
  const [archivedList] = useQueryState("archived", questionListParams.archived);
  const archiving = useArchiveQuestions();

  async function onDuplicate() {
    onError(null);
    onError(await openCopy(questionId, () => duplicate.mutateAsync({ questionId })));
  }

  return (
    <div className="flex justify-end gap-2">
      <Link href={`/questions/${questionId}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
        <Pencil aria-hidden />
        {t("table.edit")}
        <span className="sr-only">{` ${t("table.editRow", { n })}`}</span>
      </Link>
      {/* Duplicar and Arquivar are icons with their names for screen readers and a tooltip: the row keeps Editar
          in view at 1280 px and on a phone. */}
      <Button
        type="button"
        variant="outline"
        size="sm"
        title={t("table.duplicate")}
        onClick={onDuplicate}
        disabled={duplicate.isPending || leaving}
      >
        <Copy aria-hidden />
        <span className="sr-only">
          {duplicate.isPending || leaving ? t("table.duplicating") : t("table.duplicate")}
          {` ${t("table.editRow", { n })}`}
        </span>
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        title={archivedList ? t("archive.restore") : t("archive.archive")}
        disabled={archiving.pending}
        onClick={() => void (archivedList ? archiving.restore : archiving.archive)([questionId])}
      >
        {archivedList ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
        <span className="sr-only">
          {archivedList ? t("archive.restore") : t("archive.archive")}
          {` ${t("table.editRow", { n })}`}
        </span>
      </Button>
    </div>
  );
}
