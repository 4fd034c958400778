"use client";

import { useTranslations } from "next-intl";
import { useFormDisabled } from "@/components/form/field-defaults";
import { formats, type ReportFormat } from "./report-kinds";

type Props = { value: ReportFormat; onChange: (value: ReportFormat) => void };

/** JSON, CSV, CSV for Excel in Brazil or XLSX: the Accept header of the download. */
export function FormatField({ value, onChange }: Props) {
  const t = useTranslations("reports");
  const disabled = useFormDisabled();
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby="report-format-legend"
      aria-describedby="report-format-hint"
      className="grid gap-2"
      disabled={disabled}
    >
      <legend id="report-format-legend" className="mb-1 text-sm font-medium">
        {t("formatLegend")}
      </legend>
      <p id="report-format-hint" className="text-sm text-muted-foreground">
        {t("formatHint")}
      </p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {formats.map((format) => (
          <div key={format} className="flex items-center gap-2">
            <input
              id={`report-format-${format}`}
              type="radio"
              name="report-format"
              value={format}
              checked={value === format}
              onChange={() => onChange(format)}
              className="size-4 accent-primary"
            />
            <label htmlFor={`report-format-${format}`} className="text-sm font-medium">
              {t(`formats.${format}`)}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
