"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useUnsavedChangesGuard } from "@/components/form/use-unsaved-changes-guard";
import { useTRPC } from "@/lib/trpc/client";

type Pending = { isPending: boolean };
type Options = {
  form: { formState: { isDirty: boolean }; showServerError: (error: unknown) => void };
  create: Pending;
  update: Pending;
  remove: Pending;
  onDone: (message: string) => void;
  /** The refusal as the form shows it (a series' conflicting days in the page's words). */
  shown?: (error: unknown) => unknown;
};

/**
 * What the block and the series dialogs do around their create, update and remove mutations: the unsaved-changes
 * guard while nothing is pending, and `run`, which does one of them, reloads the calendar's data and calls `onDone`
 * with the action's message, or shows the server's refusal on the form. `remove` is refused while one is pending.
 */
export function useDialogMutations({ form, create, update, remove, onDone, shown = (e) => e }: Options) {
  const t = useTranslations("calendar");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const saving = create.isPending || update.isPending;
  const deleting = remove.isPending;
  const busy = saving || deleting;
  useUnsavedChangesGuard(form.formState.isDirty && !busy);

  async function run(action: () => Promise<string>) {
    try {
      const message = await action();
      await queryClient.invalidateQueries(trpc.availability.pathFilter());
      onDone(message);
    } catch (error) {
      form.showServerError(shown(error));
    }
  }

  /** The saved message, then how many conflicting bookings were cancelled and how many kept. */
  const savedMessage = (headline: string, conflicts: { cancelled: boolean }[]) => {
    const cancelled = conflicts.filter((c) => c.cancelled).length;
    const kept = conflicts.length - cancelled;
    return [
      headline,
      cancelled ? t("saved.cancelled", { count: cancelled }) : "",
      kept ? t("saved.kept", { count: kept }) : "",
    ]
      .filter(Boolean)
      .join(" ");
  };

  const removeWith = async (action: () => Promise<unknown>, message: string) => {
    if (busy) return;
    await run(async () => (await action(), message));
  };

  return { busy, saving, deleting, run, savedMessage, removeWith };
}
