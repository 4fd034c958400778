"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Copy, Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button, buttonVariants } from "@/components/ui/button";
import { useTRPC } from "@/lib/trpc/client";
import { serverErrorMessage } from "./server-error";

type Props = { questionId: string; n: number; onError: (message: string | null) => void };

/** "Editar" and "Duplicar" (the copy opens in the editor) of one row; `n` names the row for screen readers. */
export function RowActions({ questionId, n, onError }: Props) {
  const t = useTranslations("questions");
  const tErrors = useTranslations("errors");
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const duplicate = useMutation(trpc.questions.duplicate.mutationOptions());
  const leaving = duplicate.isSuccess;

  async function onDuplicate() {
    onError(null);
    try {
      const copy = await duplicate.mutateAsync({ questionId });
      void queryClient.invalidateQueries(trpc.questions.list.pathFilter());
      router.push(`/questions/${copy.id}?duplicated=1`);
    } catch (error) {
      onError(serverErrorMessage(error, t, tErrors));
    }
  }

  return (
    <div className="flex justify-end gap-2">
      <Link href={`/questions/${questionId}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
        <Pencil aria-hidden />
        {t("table.edit")}
        <span className="sr-only">{` ${t("table.editRow", { n })}`}</span>
      </Link>
      <Button type="button" variant="outline" size="sm" onClick={onDuplicate} disabled={duplicate.isPending || leaving}>
        <Copy aria-hidden />
        {duplicate.isPending || leaving ? t("table.duplicating") : t("table.duplicate")}
        <span className="sr-only">{` ${t("table.editRow", { n })}`}</span>
      </Button>
    </div>
  );
}
