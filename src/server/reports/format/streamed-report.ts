import type pg from "pg";
import { copyOut } from "./copy-out";
import { crlfRecords, jsonArrayOfLines } from "./copy-lines";
import { cursorRows } from "./cursor-rows";
import { bodyFrom, csvHead, downloadHeaders, rowsResponse, type ReportFormat } from "./rows-response";
import { csvFieldsSql, jsonObjectsSql, type SqlField } from "./sql-fields";

type Report = { rowsSql: string; params: readonly unknown[]; fields: SqlField[]; fileName: string; sheetName: string };

// No field is ever null, so the null marker never shows; any marker but '' keeps COPY from quoting empty text.
const csvOptions = "FORMAT csv, NULL '\\N'";
// JSON text holds no raw line break and escapes control characters, so with these two as quote and
// delimiter COPY never quotes a line: each is one object exactly as PostgreSQL built it.
const jsonLineOptions = "FORMAT csv, QUOTE e'\\x01', DELIMITER e'\\x02'";

async function* csvBody(pool: pg.Pool, report: Report): AsyncGenerator<string | Buffer> {
  yield csvHead(report.fields);
  const toCrlf = crlfRecords();
  for await (const chunk of copyOut(pool, csvFieldsSql(report.rowsSql, report.fields), report.params, csvOptions)) yield toCrlf(chunk);
}

/**
 * A row report of any size in the negotiated format. CSV and JSON are PostgreSQL's own output of
 * COPY, passed on as bytes: Node no longer turns each row into objects and back into text, which
 * was most of its CPU and of its garbage. XLSX is written row by row from a cursor.
 */
export function streamedReport(pool: pg.Pool, format: ReportFormat, report: Report): Response {
  if (format === "xlsx") return rowsResponse({ format, fields: report.fields, batches: cursorRows(pool, report.rowsSql, [...report.params]), fileName: report.fileName, sheetName: report.sheetName });
  const chunks = format === "csv" ? csvBody(pool, report) : jsonArrayOfLines(copyOut(pool, jsonObjectsSql(report.rowsSql, report.fields), report.params, jsonLineOptions));
  return new Response(bodyFrom(chunks), { headers: downloadHeaders(format, `${report.fileName}.${format}`) });
}
