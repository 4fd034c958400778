"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { DeleteButton } from "@/components/form/delete-button";
import { useTRPC } from "@/lib/trpc/client";

/**
 * "Excluir disciplina", after a confirmation. One that questions, students' questions or bookings
 * use is refused (409), and the toast says how many (docs/disciplines.md).
 */
export function DeleteDisciplineButton({ disciplineId }: { disciplineId: number }) {
  const t = useTranslations("disciplines");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.disciplines.delete.mutationOptions());
  const text = { confirm: t("deleteConfirm"), delete: t("delete"), deleting: t("deleting"), deleted: t("deleted") };
  return (
    <div>
      <DeleteButton
        text={text}
        then="/disciplines"
        remove={async () => {
          await remove.mutateAsync({ id: disciplineId });
          void queryClient.invalidateQueries(trpc.disciplines.pathFilter());
        }}
      />
    </div>
  );
}
