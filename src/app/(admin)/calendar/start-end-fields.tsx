"use client";

import type { Control, FieldValues } from "react-hook-form";
import { DateTimeField } from "@/components/form/date-time-field";

type Dates = FieldValues & { start_date?: number; end_date?: number };

type Props<T extends Dates, O> = {
  control: Control<T, unknown, O>;
  /** The inputs' ids: `${idPrefix}-start` and `${idPrefix}-end`. */
  idPrefix: string;
  labels: { start: string; end: string };
  timeZone: string;
  disabled: boolean;
  /** The dialog opens on the start (nothing chosen yet) rather than on a later field. */
  focusStart?: boolean;
};

/** A block's or a series' first start and end, side by side from the small breakpoint on. */
export function StartEndFields<T extends Dates, O>({
  control,
  idPrefix,
  labels,
  timeZone,
  disabled,
  focusStart,
}: Props<T, O>) {
  // Both forms hold the two fields; a generic T cannot show react-hook-form that their paths are its own.
  const shared = { control: control as Control<Dates, unknown, O>, timeZone, disabled };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <DateTimeField
        {...shared}
        name="start_date"
        id={`${idPrefix}-start`}
        label={labels.start}
        {...(focusStart ? { "data-autofocus": true } : {})}
      />
      <DateTimeField {...shared} name="end_date" id={`${idPrefix}-end`} label={labels.end} />
    </div>
  );
}
