import type { Locale } from "@/i18n/locales";
import { copyJsonArray } from "@/server/db/copy-json-array";
import { copyOut } from "@/server/db/copy-out";
import type { Database } from "@/server/db/client";
import { StreamedAnswer } from "@/server/http/streamed-response";
import { crlfRecords } from "./crlf-records";
import { cursorRows } from "./cursor-rows";
import { xlsxChunks } from "@/server/xlsx/xlsx-chunks";
import { csvHead, csvSeparator, downloadHeaders, fieldsSheet, type ReportOutput } from "./rows-response";
import {
  csvFieldsQuery,
  jsonObjectsQuery,
  sheetCellsQuery,
  type RowsQuery,
  type RowsTarget,
  type SqlField,
} from "./sql-fields";

type Report = { rows: (target: RowsTarget) => RowsQuery; fields: SqlField[]; fileName: string; sheetName: string };

async function* csvBody(db: Database, report: Report, output: ReportOutput): AsyncGenerator<string | Buffer> {
  const separator = csvSeparator(output.format);
  // No field is ever null, so the null marker never shows; any marker but '' keeps COPY from quoting empty text.
  const options = `FORMAT csv, NULL '\\N', DELIMITER '${separator}'`;
  const toCrlf = crlfRecords();
  let head: string | undefined = csvHead(report.fields, separator);
  for await (const chunk of copyOut(db.pool, csvFieldsQuery(db.kysely, report.rows("sheet"), report.fields), options)) {
    // The head goes out with the first rows, so nothing is sent before the query has answered.
    if (head) yield head;
    head = undefined;
    yield toCrlf(chunk);
  }
  if (head) yield head;
}

/** Rows as arrays in the fields' order: no object per row, and the sheet takes them as they come. */
function xlsxBody(db: Database, report: Report, locale: Locale) {
  const query = sheetCellsQuery(db.kysely, report.rows("sheet"), report.fields);
  const rows = cursorRows<unknown[]>(db.pool, query, 500, { rowMode: "array" });
  return xlsxChunks([fieldsSheet(report.fields, rows, report.sheetName, locale)], locale);
}

/**
 * A row report of any size in the negotiated format. CSV and JSON are PostgreSQL's own output of
 * COPY, passed on as bytes: Node no longer turns each row into objects and back into text, which
 * was most of its CPU and of its garbage. XLSX is written row by row from a cursor over typed cells (xlsx/).
 */
export function streamedReport(db: Database, output: ReportOutput, report: Report): StreamedAnswer {
  const { fields, fileName } = report;
  const { format } = output;
  const chunks =
    format === "xlsx"
      ? xlsxBody(db, report, output.locale ?? "pt-BR")
      : format === "json"
        ? copyJsonArray(db.pool, jsonObjectsQuery(db.kysely, report.rows("json"), fields))
        : csvBody(db, report, output);
  return new StreamedAnswer(chunks, downloadHeaders(format, fileName));
}
