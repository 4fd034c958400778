"use client";

import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useTRPC } from "@/lib/trpc/client";
import { checkWindow, createBlockInput, updateBlockInput } from "@/server/availability/schema";
import { toFieldErrors, type FieldErrors } from "./form-errors";
import type { DialogTarget } from "./types";
import { fromLocalInput, toLocalInput } from "@/lib/time/zoned-time";
import { useErrorText } from "@/lib/errors/use-error-text";

export type BlockValues = { start: string; end: string; reason: string; cancel_conflicts: boolean };

const editInput = updateBlockInput.superRefine(checkWindow);

function initialValues(target: DialogTarget, timeZone: string): BlockValues {
  const input = (ms: number | undefined) => (ms === undefined ? "" : toLocalInput(ms, timeZone));
  if (target.mode === "edit") {
    const { block } = target;
    return {
      start: input(Date.parse(block.start_date)),
      end: input(Date.parse(block.end_date)),
      reason: block.reason,
      cancel_conflicts: false,
    };
  }
  return { start: input(target.start), end: input(target.end), reason: "", cancel_conflicts: false };
}

type Options = { target: DialogTarget; teacherId: string; timeZone: string; onDone: (message: string) => void };

/** The block form: values in the teacher's wall clock, validated with the server's schemas, then create / update / remove. */
export function useBlockForm({ target, teacherId, timeZone, onDone }: Options) {
  const t = useTranslations("calendar");
  const errorText = useErrorText();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => initialValues(target, timeZone));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useMutation(trpc.availability.create.mutationOptions());
  const update = useMutation(trpc.availability.update.mutationOptions());
  const remove = useMutation(trpc.availability.remove.mutationOptions());
  const busy = create.isPending || update.isPending || remove.isPending;
  const range = { start: fromLocalInput(values.start, timeZone), end: fromLocalInput(values.end, timeZone) };

  const set = <K extends keyof BlockValues>(key: K, value: BlockValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

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
    setServerError(null);
    try {
      const message = await action();
      await queryClient.invalidateQueries(trpc.availability.pathFilter());
      onDone(message);
    } catch (error) {
      setServerError(errorText.error(error));
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const fields = {
      start_date: range.start,
      end_date: range.end,
      reason: values.reason,
      cancel_conflicts: values.cancel_conflicts,
    };
    if (target.mode === "create") {
      const parsed = createBlockInput.safeParse({ teacher_id: teacherId, ...fields });
      if (!parsed.success) return setErrors(toFieldErrors(parsed.error.issues, range, t));
      setErrors({});
      await run(async () => savedMessage((await create.mutateAsync(parsed.data)).conflicts, true));
      return;
    }
    const parsed = editInput.safeParse(fields);
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error.issues, range, t));
    setErrors({});
    const id = target.block.id;
    await run(async () => savedMessage((await update.mutateAsync({ id, data: parsed.data })).conflicts, false));
  }

  async function removeBlock() {
    if (busy || target.mode !== "edit") return;
    const id = target.block.id;
    await run(async () => {
      await remove.mutateAsync({ id });
      return t("saved.deleted");
    });
  }

  return {
    values,
    set,
    range,
    errors,
    serverError,
    busy,
    saving: create.isPending || update.isPending,
    deleting: remove.isPending,
    submit,
    removeBlock,
  };
}
