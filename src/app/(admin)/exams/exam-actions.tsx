"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Copy, Eye } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { confirmLeaving } from "@/components/form/use-unsaved-changes-guard";
import { Button, buttonVariants } from "@/components/ui/button";
import { useErrorText } from "@/lib/errors/use-error-text";
import { useTRPC } from "@/lib/trpc/client";

/** "Pré-visualizar como aluno" and "Duplicar prova" of a saved exam: both work on what was last saved. */
export function ExamActions({ examId }: { examId: string }) {
  const t = useTranslations("exams");
  const errorText = useErrorText();
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const duplicate = useMutation(trpc.exams.duplicate.mutationOptions());
  const busy = duplicate.isPending || duplicate.isSuccess;

  async function onDuplicate() {
    // The copy is made of what was saved, and the page then moves to it: unsaved edits would be lost.
    if (!confirmLeaving()) return;
    try {
      const copy = await duplicate.mutateAsync({ examId });
      void queryClient.invalidateQueries(trpc.exams.pathFilter());
      toast.success(t("duplicated"));
      // The copy's page says it is one, with a link to the original.
      router.push(`/exams/${copy.id}?copy_of=${examId}`);
    } catch (error) {
      toast.error(errorText.error(error));
    }
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
