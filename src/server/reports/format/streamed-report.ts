import { copyJsonArray } from "@/server/db/copy-json-array";
import { copyOut } from "@/server/db/copy-out";
import type { Database } from "@/server/db/client";
import { streamedResponse } from "@/server/http/streamed-response";
import { crlfRecords } from "./crlf-records";
import { cursorRows } from "./cursor-rows";
import { csvHead, downloadHeaders, rowsResponse, type ReportFormat } from "./rows-response";
import { csvFieldsQuery, jsonObjectsQuery, type RowsQuery, type SqlField } from "./sql-fields";

type Report = { rows: RowsQuery; fields: SqlField[]; fileName: string; sheetName: string };

// No field is ever null, so the null marker never shows; any marker but '' keeps COPY from quoting empty text.
const csvOptions = "FORMAT csv, NULL '\\N'";

async function* csvBody(db: Database, report: Report): AsyncGenerator<string | Buffer> {
  const toCrlf = crlfRecords();
  let head: string | undefined = csvHead(report.fields);
  for await (const chunk of copyOut(db.pool, csvFieldsQuery(db.kysely, report.rows, report.fields), csvOptions)) {
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
export async function streamedReport(db: Database, format: ReportFormat, report: Report): Promise<Response> {
  const { fields, fileName, sheetName } = report;
  if (format === "xlsx") {
    return rowsResponse({ format, fields, batches: cursorRows(db.pool, report.rows), fileName, sheetName });
  }
  const chunks =
    format === "csv" ? csvBody(db, report) : copyJsonArray(db.pool, jsonObjectsQuery(db.kysely, report.rows, fields));
  return streamedResponse(chunks, downloadHeaders(format, `${fileName}.${format}`));
}
