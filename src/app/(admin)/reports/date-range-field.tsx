"use client";

import { useTranslations } from "next-intl";
import { useUserTimeZone } from "@/lib/time/use-user-time-zone";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { presetRange, presets, samePeriod, type DateRange } from "./date-range";
import { describedBy, FieldNotes } from "@/components/form/field-shell";

type Props = {
  value: DateRange;
  onChange: (value: DateRange) => void;
  fromError?: string;
  toError?: string;
  disabled?: boolean;
};

/** "De" and "Até" (whole days of the user's school's zone), with buttons for the usual periods. */
export function DateRangeField({ value, onChange, fromError, toError, disabled }: Props) {
  const t = useTranslations("reports");
  const timeZone = useUserTimeZone();
  return (
    <fieldset className="grid gap-3" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">{t("periodLegend")}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor="report-from">{t("fromLabel")}</Label>
          <Input
            id="report-from"
            type="date"
            value={value.from}
            onChange={(e) => onChange({ ...value, from: e.target.value })}
            aria-invalid={fromError ? true : undefined}
            aria-describedby={describedBy("report-from", undefined, fromError)}
          />
          <FieldNotes id="report-from" error={fromError} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="report-to">{t("toLabel")}</Label>
          <Input
            id="report-to"
            type="date"
            value={value.to}
            onChange={(e) => onChange({ ...value, to: e.target.value })}
            aria-invalid={toError ? true : undefined}
            aria-describedby={describedBy("report-to", undefined, toError)}
          />
          <FieldNotes id="report-to" error={toError} />
        </div>
      </div>
      <div role="group" aria-label={t("presetsLabel")} className="flex flex-wrap gap-2">
        {presets.map((preset) => {
          const range = presetRange(preset, timeZone);
          return (
            <Button
              key={preset}
              type="button"
              variant="outline"
              size="sm"
              aria-pressed={samePeriod(range, value)}
              onClick={() => onChange(range)}
              className="aria-pressed:bg-accent aria-pressed:text-accent-foreground"
            >
              {t(`presets.${preset}`)}
            </Button>
          );
        })}
      </div>
    </fieldset>
  );
}
