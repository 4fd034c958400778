"use client";

import { useTranslations } from "next-intl";

/** "Line 12" of a GIFT or XML file, "Row 5" of a spreadsheet: where to look in the file. */
export function PlaceLabel({ at, unit }: { at: number; unit: "line" | "row" }) {
  const t = useTranslations("questionsImport");
  return <span className="text-xs font-medium text-muted-foreground tabular-nums">{t(`place.${unit}`, { at })}</span>;
}
