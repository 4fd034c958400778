"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { fieldsOf } from "@/components/form/fields-of";
import { selectOption } from "@/components/form/select-option";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { maxOccurrences, weekdayCodes, type createSeriesInput } from "@/server/availability/series-schema";
import { SeriesConflicts } from "./series-conflicts";
import { DialogForm } from "./dialog-form";
import { FormActions } from "./form-actions";
import { StartEndFields } from "./start-end-fields";
import type { BlockDialogFormProps } from "./types";
import { defaultUntil, useSeriesForm, type SeriesTarget } from "./use-series-form";

type Props = BlockDialogFormProps<SeriesTarget>;

// 1 January 2024 was a Monday: the weekdays' names in the page's language, Monday first as BYDAY lists them.
const monday = Date.UTC(2024, 0, 1);
const counts = Array.from({ length: maxOccurrences }, (_, i) => i + 1);
const { CheckboxGroupField, DateTimeField, SelectField, TextField } = fieldsOf<z.input<typeof createSeriesInput>>();

/** A weekly series: the first occurrence, the weekdays, how it ends, the reason; its conflicts before saving. */
export function SeriesForm({ target, teacherId, timeZone, format, onCancel, onDone }: Props) {
  const t = useTranslations("calendar");
  const form = useSeriesForm({ target, teacherId, timeZone, format, onDone });
  const { control, setValue } = form.form;
  const values = useWatch({ control });
  const [ends, setEnds] = useState<"count" | "until">(values.until === undefined ? "count" : "until");
  const weekdays = weekdayCodes.map((code, i) => ({ value: code, label: format.weekday(monday + i * 86_400_000) }));

  const changeEnds = (next: "count" | "until") => {
    setEnds(next);
    setValue("count", next === "count" ? 4 : undefined, { shouldDirty: true });
    setValue("until", next === "until" ? defaultUntil(values.start_date) : undefined, { shouldDirty: true });
  };

  return (
    <DialogForm state={form} idPrefix="series">
      <StartEndFields labels={{ start: t("series.start"), end: t("series.end") }} timeZone={timeZone} />
      <CheckboxGroupField name="by_day" id="series-days" legend={t("series.days")} options={weekdays} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="series-ends">{t("series.ends")}</Label>
          <Select
            id="series-ends"
            value={ends}
            disabled={form.busy}
            onChange={(e) => changeEnds(e.target.value === "until" ? "until" : "count")}
          >
            <option value="count">{t("series.endsAfterCount")}</option>
            <option value="until">{t("series.endsOnDate")}</option>
          </Select>
        </div>
        {ends === "count" ? (
          <SelectField name="count" label={t("series.count")} parse={Number}>
            {counts.map((n) => selectOption(n, n))}
          </SelectField>
        ) : (
          <DateTimeField name="until" label={t("series.until")} timeZone={timeZone} />
        )}
      </div>
      <TextField name="reason" label={t("form.reason")} rows={2} data-autofocus />
      {target.mode === "create" ? (
        <SeriesConflicts
          values={{ ...values, teacher_id: teacherId }}
          skipped={values.excluded_days ?? []}
          timeZone={timeZone}
          format={format}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t("series.rewriteHint")}</p>
      )}
      <FormActions state={form} onCancel={onCancel} onDelete={form.removeSeries} messages="series" />
    </DialogForm>
  );
}
