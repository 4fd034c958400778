"use client";

import { useMutation } from "@tanstack/react-query";
import { DeleteRecordButton } from "@/components/list/delete-record-button";
import { useTRPC } from "@/lib/trpc/client";

/**
 * "Excluir disciplina", after a confirmation. One that questions, students' questions or bookings
 * use is refused (409), and the toast says how many (docs/disciplines.md).
 */
export function DeleteDisciplineButton({ disciplineId }: { disciplineId: number }) {
  const trpc = useTRPC();
  const remove = useMutation(trpc.disciplines.delete.mutationOptions());
  return (
    <div>
      <DeleteRecordButton
        area="disciplines"
        remove={() => remove.mutateAsync({ id: disciplineId })}
        stale={trpc.disciplines.pathFilter()}
      />
    </div>
  );
}
