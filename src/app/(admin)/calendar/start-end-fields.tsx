"use client";

import { useIdPrefix } from "@/components/form/field-defaults";
import { fieldsOf } from "@/components/form/fields-of";

type Props = {
  labels: { start: string; end: string };
  timeZone: string;
  /** The dialog opens on the start (nothing chosen yet) rather than on a later field. */
  focusStart?: boolean;
};

// Both the block and the series form hold the two fields.
const { DateTimeField } = fieldsOf<{ start_date?: number; end_date?: number }>();

/**
 * A block's or a series' first start and end, side by side from the small breakpoint on. Their ids are the form's
 * prefix and `-start`, `-end`.
 */
export function StartEndFields({ labels, timeZone, focusStart }: Props) {
  const idPrefix = useIdPrefix();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <DateTimeField
        name="start_date"
        id={`${idPrefix}-start`}
        label={labels.start}
        timeZone={timeZone}
        {...(focusStart ? { "data-autofocus": true } : {})}
      />
      <DateTimeField name="end_date" id={`${idPrefix}-end`} label={labels.end} timeZone={timeZone} />
    </div>
  );
}
