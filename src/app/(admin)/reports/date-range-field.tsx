"use client";

import { useTranslations } from "next-intl";
import { useUserTimeZone } from "@/lib/time/use-user-time-zone";
import { Button } from "@/components/ui/button";
import { presetRange, presets, samePeriod, type DateRange } from "./date-range";
import { DayRangeInputs } from "@/components/form/day-range-inputs";

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
        <DayRangeInputs
          id="report"
          from={{
            label: t("fromLabel"),
            value: value.from,
            onChange: (from) => onChange({ ...value, from }),
            error: fromError,
          }}
          to={{ label: t("toLabel"), value: value.to, onChange: (to) => onChange({ ...value, to }), error: toError }}
        />
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
