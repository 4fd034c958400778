"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { DateTimeField } from "@/components/form/date-time-field";
import { FormAlert } from "@/components/form/form-alert";
import { TextField } from "@/components/form/text-field";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { AdjustButtons } from "./adjust-buttons";
import { ConflictsField } from "./conflicts-field";
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
  const [confirming, setConfirming] = useState(false);
  // Opened with a range (dragged, or an existing block): straight to the reason; otherwise the start.
  const reasonFirst = target.mode === "edit" || target.start !== undefined;

  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4" aria-busy={form.busy || undefined}>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateTimeField
          control={control}
          name="start_date"
          id="block-start"
          label={t("form.start")}
          timeZone={timeZone}
          disabled={form.busy}
          {...(!reasonFirst ? { "data-autofocus": true } : {})}
        />
        <DateTimeField
          control={control}
          name="end_date"
          id="block-end"
          label={t("form.end")}
          timeZone={timeZone}
          disabled={form.busy}
        />
      </div>
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
      {confirming && (
        <Alert variant="warning" role="alert">
          <AlertDescription>
            <p>{t("form.deleteQuestion")}</p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" size="sm" variant="destructive" disabled={form.busy} onClick={form.removeBlock}>
                {form.deleting ? t("form.deleting") : t("form.confirmDelete")}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={form.busy}
                onClick={() => setConfirming(false)}
              >
                {t("form.keep")}
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex gap-2">
          <Button type="submit" disabled={form.busy}>
            {form.saving ? t("form.saving") : t("form.save")}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("form.cancel")}
          </Button>
        </div>
        {target.mode === "edit" && !confirming && (
          <Button
            type="button"
            variant="ghost"
            className="text-destructive"
            disabled={form.busy}
            onClick={() => setConfirming(true)}
          >
            {t("form.delete")}
          </Button>
        )}
      </div>
    </form>
  );
}
