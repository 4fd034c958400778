"use client";

import { useQueryStates } from "nuqs";
import { DownloadForm } from "@/components/download/download-form";
import { questionListParams } from "./question-list-params";
import { interchangeFormats, type InterchangeFormat } from "@/server/questions-db/interchange-schema";
import { contentTypeOf } from "./import/file-format";
import { toListInput } from "./list-input";

const extension: Record<InterchangeFormat, string> = { gift: "gift.txt", "moodle-xml": "moodle.xml", xlsx: "xlsx" };
const formats = interchangeFormats.map((value) => ({
  value,
  accept: contentTypeOf(value),
  extension: extension[value],
}));

/** The export's query: the list's filters from the URL, without its sort and paging, and the format. */
function exportPath(filters: Parameters<typeof toListInput>[0], format: InterchangeFormat): string {
  const list: Record<string, unknown> = toListInput(filters);
  const query = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(list))
    if (value !== undefined && key !== "limit" && key !== "sort") query.set(key, String(value));
  return `/api/exams/questions-db/export?${query.toString()}`;
}

/** Downloads the list's questions, as filtered in the URL, as GIFT, Moodle XML or the import spreadsheet. */
export function ExportButton() {
  const [filters] = useQueryStates(questionListParams);
  return (
    <DownloadForm
      messages="questionsExport"
      formats={formats}
      request={(format) => ({ path: exportPath(filters, format), fallbackName: "questions" })}
    />
  );
}
