"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useAppForm } from "@/components/form/use-app-form";
import { useTRPC } from "@/lib/trpc/client";
import { createBlockInput } from "@/server/availability/schema";
import type { DialogTarget } from "./types";
import { useDialogMutations } from "./use-dialog-mutations";

type Options = { target: DialogTarget; teacherId: string; onDone: (message: string) => void };

function defaultValues(target: DialogTarget, teacherId: string) {
  const common = { teacher_id: teacherId, cancel_conflicts: false };
  if (target.mode === "edit") {
    const { block } = target;
    return {
      ...common,
      start_date: target.start ?? Date.parse(block.start_date),
      end_date: target.end ?? Date.parse(block.end_date),
      reason: block.reason,
    };
  }
  return { ...common, start_date: target.start, end_date: target.end, reason: "" };
}

/**
 * The block form, validated by the create schema in both modes (an edit holds every field a create does); dates are
 * the teacher's school's wall clock (DateTimeField). Create, update or remove, then `onDone` with what happened.
 */
export function useBlockForm({ target, teacherId, onDone }: Options) {
  const t = useTranslations("calendar");
  const trpc = useTRPC();
  const form = useAppForm(createBlockInput, { defaultValues: defaultValues(target, teacherId) });
  const create = useMutation(trpc.availability.create.mutationOptions());
  const update = useMutation(trpc.availability.update.mutationOptions());
  const remove = useMutation(trpc.availability.remove.mutationOptions());
  const dialog = useDialogMutations({ form, create, update, remove, onDone });
  const saved = (conflicts: { cancelled: boolean }[], created: boolean) =>
    dialog.savedMessage(t(created ? "saved.created" : "saved.updated"), conflicts);

  const submit = form.handleSubmit(async ({ teacher_id, ...fields }) => {
    if (target.mode === "create") {
      await dialog.run(async () => saved((await create.mutateAsync({ teacher_id, ...fields })).conflicts, true));
      return;
    }
    const id = target.block.id;
    await dialog.run(async () => saved((await update.mutateAsync({ id, data: fields })).conflicts, false));
  });

  // Only a saved block can be deleted.
  const block = target.mode === "edit" ? target.block : undefined;
  const removeBlock =
    block && (() => dialog.removeWith(() => remove.mutateAsync({ id: block.id }), t("saved.deleted")));

  const { busy, saving, deleting } = dialog;
  return { form, busy, saving, deleting, submit, removeBlock };
}
