import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { bodyFrom } from "@/server/http/streamed-response";
import { csvRow, utf8Bom } from "./csv";
import { reportFormats } from "../schema";
import type { SqlField } from "./sql-fields";

export type ReportFormat = keyof typeof reportFormats;
type Row = Record<string, unknown>;

/** Rows whose `json` column holds the row as JSON text: the array is their concatenation. */
async function* jsonChunks(batches: AsyncIterable<Row[]>): AsyncGenerator<string> {
  yield "[";
  let first = true;
  for await (const batch of batches) {
    if (!batch.length) continue;
    yield (first ? "" : ",") + batch.map((row) => row.json as string).join(",");
    first = false;
  }
  yield "]";
}

/** The first line of a report's CSV: the byte order mark and the column names. */
export const csvHead = (fields: SqlField[]) => utf8Bom + csvRow(fields.map((f) => f.header ?? f.key));

async function* csvChunks(batches: AsyncIterable<Row[]>, fields: SqlField[]): AsyncGenerator<string> {
  yield csvHead(fields);
  for await (const batch of batches) {
    let chunk = "";
    for (const row of batch) chunk += csvRow(fields.map((f) => row[f.key]));
    yield chunk;
  }
}

/** XLSX written row by row with exceljs' streaming writer; each committed row leaves memory. */
function xlsxStream(batches: AsyncIterable<Row[]>, fields: SqlField[], sheetName: string): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = fields.map((f) => ({ header: f.header ?? f.key, key: f.key, width: f.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      for await (const batch of batches) {
        for (const row of batch) sheet.addRow(fields.map((f) => row[f.key] ?? "")).commit();
        if (output.writableNeedDrain) await new Promise((resolve) => output.once("drain", resolve));
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return output;
}

/**
 * A streamed report download in the negotiated format, with a file name built from the report.
 * JSON batches carry each row's object as text in `json`; the others carry the fields' values.
 */
export function rowsResponse(options: {
  format: ReportFormat;
  fields: SqlField[];
  batches: AsyncIterable<Row[]>;
  fileName: string;
  sheetName: string;
}): Response {
  const { format, fields, batches, fileName } = options;
  const body =
    format === "json"
      ? bodyFrom(jsonChunks(batches))
      : format === "csv"
        ? bodyFrom(csvChunks(batches, fields))
        : (Readable.toWeb(xlsxStream(batches, fields, options.sheetName)) as ReadableStream<Uint8Array>);
  return new Response(body, { headers: downloadHeaders(format, `${fileName}.${format}`) });
}

export function downloadHeaders(format: ReportFormat, fileName: string): Record<string, string> {
  const ascii = fileName.normalize("NFD").replace(/[^\w.-]+/g, "-");
  return {
    "content-type":
      format === "json"
        ? "application/json; charset=utf-8"
        : format === "csv"
          ? "text/csv; charset=utf-8"
          : reportFormats.xlsx,
    "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    "cache-control": "no-store",
  };
}
