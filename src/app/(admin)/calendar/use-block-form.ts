"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useAppForm } from "@/components/form/use-app-form";
import { useUnsavedChangesGuard } from "@/components/form/use-unsaved-changes-guard";
import { useTRPC } from "@/lib/trpc/client";
import { createBlockInput } from "@/server/availability/schema";
import type { DialogTarget } from "./types";

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
  const queryClient = useQueryClient();
  const form = useAppForm(createBlockInput, { defaultValues: defaultValues(target, teacherId) });
  const create = useMutation(trpc.availability.create.mutationOptions());
  const update = useMutation(trpc.availability.update.mutationOptions());
  const remove = useMutation(trpc.availability.remove.mutationOptions());
  const busy = create.isPending || update.isPending || remove.isPending;
  useUnsavedChangesGuard(form.formState.isDirty && !busy);

  function savedMessage(conflicts: { cancelled: boolean }[], created: boolean) {
    const cancelled = conflicts.filter((c) => c.cancelled).length;
    const kept = conflicts.length - cancelled;
    return [
      t(created ? "saved.created" : "saved.updated"),
      cancelled ? t("saved.cancelled", { count: cancelled }) : "",
      kept ? t("saved.kept", { count: kept }) : "",
    ]
      .filter(Boolean)
      .join(" ");
  }

  async function run(action: () => Promise<string>) {
    try {
      const message = await action();
      await queryClient.invalidateQueries(trpc.availability.pathFilter());
      onDone(message);
    } catch (error) {
      form.showServerError(error);
    }
  }

  const submit = form.handleSubmit(async ({ teacher_id, ...fields }) => {
    if (target.mode === "create") {
      await run(async () => savedMessage((await create.mutateAsync({ teacher_id, ...fields })).conflicts, true));
      return;
    }
    const id = target.block.id;
    await run(async () => savedMessage((await update.mutateAsync({ id, data: fields })).conflicts, false));
  });

  async function removeBlock() {
    if (busy || target.mode !== "edit") return;
    const id = target.block.id;
    await run(async () => {
      await remove.mutateAsync({ id });
      return t("saved.deleted");
    });
  }

  return {
    form,
    busy,
    saving: create.isPending || update.isPending,
    deleting: remove.isPending,
    submit,
    removeBlock,
  };
}
