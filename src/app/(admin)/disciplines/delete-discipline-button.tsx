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
 * "Excluir disciplina", after a confirmation. One that questions, students' questions or bookings
 * use is refused (409), and the toast says how many (docs/disciplines.md).
 */
export function DeleteDisciplineButton({ disciplineId }: { disciplineId: number }) {
  const t = useTranslations("disciplines");
  const errorText = useErrorText();
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.disciplines.delete.mutationOptions());

  async function onClick() {
    if (!window.confirm(t("deleteConfirm"))) return;
    try {
      await remove.mutateAsync({ id: disciplineId });
      void queryClient.invalidateQueries(trpc.disciplines.pathFilter());
      toast.success(t("deleted"));
      router.push("/disciplines");
    } catch (error) {
      toast.error(errorText.error(error));
    }
  }

  return (
    <div>
      <Button type="button" variant="destructive" onClick={onClick} disabled={remove.isPending || remove.isSuccess}>
        <Trash2 aria-hidden />
        {remove.isPending ? t("deleting") : t("delete")}
      </Button>
    </div>
  );
}
