"use client";

import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { fieldsOf } from "@/components/form/fields-of";
import type { createBlockInput } from "@/server/availability/schema";
import { AdjustButtons } from "./adjust-buttons";
import { ConflictsField } from "./conflicts-field";
import { DialogForm } from "./dialog-form";
import { FormActions } from "./form-actions";
import { StartEndFields } from "./start-end-fields";
import type { BlockDialogFormProps, DialogTarget } from "./types";
import { useBlockForm } from "./use-block-form";
import { SLOT_MINUTES } from "./view-range";

type Props = BlockDialogFormProps<DialogTarget>;

const { TextField } = fieldsOf<z.input<typeof createBlockInput>>();

/** Start, end and reason of a block, the bookings it would meet, and save / delete (with a confirmation step). */
export function BlockForm({ target, teacherId, timeZone, format, onCancel, onDone }: Props) {
  const t = useTranslations("calendar");
  const form = useBlockForm({ target, teacherId, onDone });
  const { control } = form.form;
  const [start, end] = useWatch({ control, name: ["start_date", "end_date"] });
  // Opened with a range (dragged, or an existing block): straight to the reason; otherwise the start.
  const reasonFirst = target.mode === "edit" || target.start !== undefined;

  return (
    <DialogForm state={form} idPrefix="block">
      <StartEndFields
        labels={{ start: t("form.start"), end: t("form.end") }}
        timeZone={timeZone}
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
      <TextField name="reason" label={t("form.reason")} rows={3} {...(reasonFirst ? { "data-autofocus": true } : {})} />
      <ConflictsField teacherId={teacherId} range={{ start, end }} format={format} />
      <FormActions state={form} onCancel={onCancel} onDelete={form.removeBlock} messages="form" />
    </DialogForm>
  );
}
