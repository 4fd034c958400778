import type pg from "pg";
import { copyJsonArray } from "@/server/db/copy-json-array";
import { copyOut } from "@/server/db/copy-out";
import { streamedResponse } from "@/server/http/streamed-response";
import { crlfRecords } from "./crlf-records";
import { cursorRows } from "./cursor-rows";
import { csvHead, downloadHeaders, rowsResponse, type ReportFormat } from "./rows-response";
import { csvFieldsSql, jsonObjectsSql, type SqlField } from "./sql-fields";

type Report = { rowsSql: string; params: readonly unknown[]; fields: SqlField[]; fileName: string; sheetName: string };

// No field is ever null, so the null marker never shows; any marker but '' keeps COPY from quoting empty text.
const csvOptions = "FORMAT csv, NULL '\\N'";

async function* csvBody(pool: pg.Pool, report: Report): AsyncGenerator<string | Buffer> {
  const toCrlf = crlfRecords();
  let head: string | undefined = csvHead(report.fields);
  for await (const chunk of copyOut(pool, csvFieldsSql(report.rowsSql, report.fields), report.params, csvOptions)) {
    // The head goes out with the first rows, so nothing is sent before the query has answered.
    if (head) yield head;
    head = undefined;
    yield toCrlf(chunk);
  }
  if (head) yield head;
}

/**
 * A row report of any size in the negotiated format. CSV and JSON are PostgreSQL's own output of
 * COPY, passed on as bytes: Node no longer turns each row into objects and back into text, which
 * was most of its CPU and of its garbage. XLSX is written row by row from a cursor.
 */
export async function streamedReport(pool: pg.Pool, format: ReportFormat, report: Report): Promise<Response> {
  if (format === "xlsx") return rowsResponse({ format, fields: report.fields, batches: cursorRows(pool, report.rowsSql, [...report.params]), fileName: report.fileName, sheetName: report.sheetName });
  const chunks = format === "csv" ? csvBody(pool, report) : copyJsonArray(pool, jsonObjectsSql(report.rowsSql, report.fields), report.params);
  return streamedResponse(chunks, downloadHeaders(format, `${report.fileName}.${format}`));
}
