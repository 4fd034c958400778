"use client";

import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { FormAlert } from "@/components/form/form-alert";
import { TextField } from "@/components/form/text-field";
import { AdjustButtons } from "./adjust-buttons";
import { ConflictsField } from "./conflicts-field";
import { FormActions } from "./form-actions";
import { StartEndFields } from "./start-end-fields";
import type { DialogTarget } from "./types";
import type { CalendarFormat } from "./use-calendar-format";
import { useBlockForm } from "./use-block-form";
import { SLOT_MINUTES } from "./view-range";

type Props = {
  target: DialogTarget;
  teacherId: string;
  timeZone: string;
  format: CalendarFormat;
  onCancel: () => void;
  onDone: (message: string) => void;
};

/** Start, end and reason of a block, the bookings it would meet, and save / delete (with a confirmation step). */
export function BlockForm({ target, teacherId, timeZone, format, onCancel, onDone }: Props) {
  const t = useTranslations("calendar");
  const form = useBlockForm({ target, teacherId, onDone });
  const { control } = form.form;
  const [start, end, cancelConflicts] = useWatch({ control, name: ["start_date", "end_date", "cancel_conflicts"] });
  // Opened with a range (dragged, or an existing block): straight to the reason; otherwise the start.
  const reasonFirst = target.mode === "edit" || target.start !== undefined;

  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4" aria-busy={form.busy || undefined}>
      <StartEndFields
        control={control}
        idPrefix="block"
        labels={{ start: t("form.start"), end: t("form.end") }}
        timeZone={timeZone}
        disabled={form.busy}
        focusStart={!reasonFirst}
      />
      <AdjustButtons
        disabled={form.busy || start === undefined || end === undefined}
        onMove={(minutes) => {
          if (start === undefined || end === undefined) return;
          form.form.setValue("start_date", start + minutes * 60_000, { shouldDirty: true, shouldValidate: true });
          form.form.setValue("end_date", end + minutes * 60_000, { shouldDirty: true, shouldValidate: true });
        }}
        onResize={(minutes) => {
          if (start === undefined || end === undefined) return;
          const next = Math.max(start + SLOT_MINUTES * 60_000, end + minutes * 60_000);
          form.form.setValue("end_date", next, { shouldDirty: true, shouldValidate: true });
        }}
      />
      <TextField
        control={control}
        name="reason"
        id="block-reason"
        label={t("form.reason")}
        rows={3}
        disabled={form.busy}
        {...(reasonFirst ? { "data-autofocus": true } : {})}
      />
      <ConflictsField
        teacherId={teacherId}
        range={{ start, end }}
        format={format}
        checked={cancelConflicts ?? false}
        onCheckedChange={(checked) => form.form.setValue("cancel_conflicts", checked, { shouldDirty: true })}
        disabled={form.busy}
      />
      <FormAlert control={control} />
      <FormActions
        state={form}
        editing={target.mode === "edit"}
        onCancel={onCancel}
        onDelete={form.removeBlock}
        text={{ deleteQuestion: t("form.deleteQuestion"), keep: t("form.keep"), delete: t("form.delete") }}
      />
    </form>
  );
}
