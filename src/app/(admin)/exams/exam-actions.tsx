"use client";

import Link from "next/link";
import { useMutation } from "@tanstack/react-query";
import { Copy, Eye } from "lucide-react";
import { useTranslations } from "next-intl";
import { confirmLeaving } from "@/components/form/use-unsaved-changes-guard";
import { Button, buttonVariants } from "@/components/ui/button";
import { useOpenCopy } from "@/components/list/use-open-copy";
import { useTRPC } from "@/lib/trpc/client";

/** "Pré-visualizar como aluno" and "Duplicar prova" of a saved exam: both work on what was last saved. */
export function ExamActions({ examId }: { examId: string }) {
  const t = useTranslations("exams");
  const trpc = useTRPC();
  const duplicate = useMutation(trpc.exams.duplicate.mutationOptions());
  const openCopy = useOpenCopy("exams", trpc.exams.pathFilter());
  const busy = duplicate.isPending || duplicate.isSuccess;

  async function onDuplicate() {
    // The copy is made of what was saved, and the page then moves to it: unsaved edits would be lost.
    if (!confirmLeaving()) return;
    await openCopy(examId, () => duplicate.mutateAsync({ examId }));
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Link href={`/exams/${examId}/preview`} className={buttonVariants({ variant: "outline", size: "sm" })}>
        <Eye aria-hidden />
        {t("previewAsStudent")}
      </Link>
      <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => void onDuplicate()}>
        <Copy aria-hidden />
        {busy ? t("duplicating") : t("duplicate")}
      </Button>
    </div>
  );
}
