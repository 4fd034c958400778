"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useAppForm } from "@/components/form/use-app-form";
import { DAY_MS, zonedDay } from "@/lib/time/zoned-time";
import { useTRPC } from "@/lib/trpc/client";
import { weekdayCodes } from "@/server/availability/series-schema";
import { createSeriesInput } from "@/server/availability/series-schema";
import { shiftSeries } from "./series-shift";
import { withShownDates } from "./shown-dates";
import type { Series } from "./types";
import type { CalendarFormat } from "./use-calendar-format";
import { useDialogMutations } from "./use-dialog-mutations";

/** A new series (from the create dialog's range, if any) or the whole of an existing one. */
type Range = { start: number; end: number };

/** A new series (maybe with a dragged range), or an existing one (maybe with one of its occurrences dragged). */
export type SeriesTarget =
  | { mode: "create"; start?: number; end?: number }
  | { mode: "edit"; series: Series; dragged?: { from: Range; to: Range } };

type Options = {
  target: SeriesTarget;
  teacherId: string;
  timeZone: string;
  format: CalendarFormat;
  onDone: (message: string) => void;
};

function defaultValues(target: SeriesTarget, teacherId: string, timeZone: string) {
  const common = { teacher_id: teacherId, cancel_conflicts: false };
  if (target.mode === "edit") {
    const { series, dragged } = target;
    const times = {
      start_date: Date.parse(series.start_date),
      end_date: Date.parse(series.end_date),
      by_day: series.by_day,
    };
    return {
      ...common,
      ...(dragged ? shiftSeries(times, dragged.from, dragged.to, timeZone) : times),
      count: series.count ?? undefined,
      until: series.until === null ? undefined : Date.parse(series.until),
      reason: series.reason,
    };
  }
  const weekday =
    target.start === undefined
      ? []
      : [weekdayCodes[(new Date(zonedDay(target.start, timeZone).dayMs).getUTCDay() + 6) % 7]!];
  return {
    ...common,
    start_date: target.start,
    end_date: target.end,
    by_day: weekday,
    count: 4,
    reason: "",
    excluded_days: [],
  };
}

/** Four weeks after the first occurrence: where an "until" starts when the user switches to it. */
export const defaultUntil = (start: number | undefined) => (start === undefined ? undefined : start + 27 * DAY_MS);

/**
 * The series form on the server's create schema in both modes (the whole-series edit sends the same fields);
 * create, rewrite or delete, then `onDone` with what happened.
 */
export function useSeriesForm({ target, teacherId, timeZone, format, onDone }: Options) {
  const t = useTranslations("calendar");
  const trpc = useTRPC();
  const form = useAppForm(createSeriesInput, { defaultValues: defaultValues(target, teacherId, timeZone) });
  const create = useMutation(trpc.availability.createSeries.mutationOptions());
  const update = useMutation(trpc.availability.updateSeries.mutationOptions());
  const remove = useMutation(trpc.availability.removeSeries.mutationOptions());
  const shown = (error: unknown) => withShownDates(error, format);
  const dialog = useDialogMutations({ form, create, update, remove, onDone, shown });
  const saved = (result: { occurrences: unknown[]; conflicts: { cancelled: boolean }[] }, created: boolean) =>
    dialog.savedMessage(
      t(created ? "series.created" : "series.updated", { count: result.occurrences.length }),
      result.conflicts,
    );

  // Days left out are the new series' own: a whole-series edit keeps the ones it has.
  const submit = form.handleSubmit(async ({ teacher_id, excluded_days, ...fields }) => {
    if (target.mode === "create") {
      await dialog.run(async () => saved(await create.mutateAsync({ teacher_id, excluded_days, ...fields }), true));
      return;
    }
    const data = { ...fields, count: fields.count ?? null, until: fields.until ?? null };
    await dialog.run(async () => saved(await update.mutateAsync({ id: target.series.id, data }), false));
  });

  // Only a saved series can be deleted.
  const series = target.mode === "edit" ? target.series : undefined;
  const removeSeries =
    series && (() => dialog.removeWith(() => remove.mutateAsync({ id: series.id }), t("series.deleted")));

  const { busy, saving, deleting } = dialog;
  return { form, busy, saving, deleting, submit, removeSeries };
}
