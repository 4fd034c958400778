"use client";

import { Columns3 } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { optionalColumns, useColumnChoice, type OptionalColumn } from "./use-column-choice";

const optionalLabel = {
  created: "columns.created",
  times_seen: "columns.timesSeen",
} as const satisfies Record<OptionalColumn, string>;

/** Which secondary columns the table shows (kept in this browser). */
export function ColumnChooser({ className }: { className?: string }) {
  const t = useTranslations("questions");
  const { shown, toggle } = useColumnChoice();
  return (
    <details className={cn("relative hidden md:block", className)}>
      <summary className="inline-flex cursor-pointer items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        <Columns3 className="size-4" aria-hidden />
        {t("table.columns")}
      </summary>
      <fieldset className="absolute right-0 z-10 mt-1 grid min-w-48 gap-2 rounded-md border bg-popover p-3 text-sm shadow-md">
        <legend className="sr-only">{t("table.columns")}</legend>
        {optionalColumns.map((column) => (
          <label key={column} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={shown.has(column)}
              onChange={(e) => toggle(column, e.target.checked)}
              className="size-4 accent-primary"
            />
            {t(optionalLabel[column])}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
