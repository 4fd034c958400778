"use client";

import { useTranslations } from "next-intl";
import { useUserTimeZone } from "@/lib/time/use-user-time-zone";
import { Button } from "@/components/ui/button";
import { presetRange, presets, samePeriod, type DateRange } from "./date-range";
import { DayRangeInputs } from "@/components/form/day-range-inputs";
import { useFormDisabled } from "@/components/form/field-defaults";

type Props = { value: DateRange; onChange: (value: DateRange) => void; errors: { from?: string; to?: string } };

/** "De" and "Até" (whole days of the user's school's zone), with buttons for the usual periods. */
export function DateRangeField({ value, onChange, errors }: Props) {
  const t = useTranslations("reports");
  const timeZone = useUserTimeZone();
  const disabled = useFormDisabled();
  const side = (key: "from" | "to") => ({
    label: t(`${key}Label`),
    value: value[key],
    onChange: (day: string) => onChange({ ...value, [key]: day }),
    error: errors[key],
  });
  return (
    <fieldset className="grid gap-3" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">{t("periodLegend")}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <DayRangeInputs id="report" from={side("from")} to={side("to")} />
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
