"use client";

import { DownloadForm } from "@/components/download/download-form";
import { reportFormats } from "@/server/reports/schema";

const formats = [
  { value: "csv", accept: reportFormats.csv, extension: "csv" },
  { value: "csvExcel", accept: reportFormats.csvExcel, extension: "csv" },
  { value: "xlsx", accept: reportFormats.xlsx, extension: "xlsx" },
] as const;

type Props = { query: Record<string, string | number | undefined> };

/** The list's export: every student of it, with the page's filters and sort, in the reports' spreadsheet formats. */
export function ExportStudents({ query }: Props) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  return (
    <DownloadForm
      messages="performance.export"
      formats={formats}
      request={() => ({ path: `/api/exams/users/export?${search.toString()}`, fallbackName: "desempenho" })}
    />
  );
}
