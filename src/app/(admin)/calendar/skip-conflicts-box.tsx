"use client";

import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { useFormDisabled } from "@/components/form/field-defaults";

type Props = {
  /** The local days ("YYYY-MM-DD") of the occurrences that overlap a block, as the dry run found them. */
  days: readonly string[];
  /** The same days in the page's words. */
  shown: string;
};

/**
 * The series form's `excluded_days`: create the series without the occurrences that overlap a block. Checked, it
 * follows the dry run, so a changed rule leaves out the days it now conflicts on, never a day it no longer has.
 */
export function SkipConflictsBox({ days, shown }: Props) {
  const t = useTranslations("calendar.series");
  const disabled = useFormDisabled();
  const { control, setValue, clearErrors } = useFormContext<{ excluded_days?: string[]; start_date?: number }>();
  const excluded = (useWatch({ control, name: "excluded_days" }) ?? []).join(",");
  const checked = excluded !== "";
  const key = days.join(",");
  useEffect(() => {
    if (checked && excluded !== key) setValue("excluded_days", key ? key.split(",") : []);
  }, [checked, excluded, key, setValue]);

  return (
    <div className="flex items-start gap-2">
      <input
        id="series-skip-conflicts"
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => {
          setValue("excluded_days", e.target.checked ? [...days] : [], { shouldDirty: true });
          // The refusal those days caused no longer holds.
          if (!e.target.checked) return;
          clearErrors("root.server");
          clearErrors("start_date");
        }}
        aria-describedby="series-skip-conflicts-hint"
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      <div className="grid gap-0.5">
        <label htmlFor="series-skip-conflicts" className="text-sm leading-tight font-medium">
          {t("skipConflicts", { count: days.length })}
        </label>
        <p id="series-skip-conflicts-hint" className="text-sm text-muted-foreground">
          {t("skipConflictsHint", { dates: shown })}
        </p>
      </div>
    </div>
  );
}
