import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { csvRow, neutralise, utf8Bom } from "./csv";
import { reportFormats } from "../schema";

export type ReportFormat = keyof typeof reportFormats;
export type Column<R> = { key: keyof R & string; header: string; width?: number };

const encoder = new TextEncoder();

async function* jsonChunks<R>(batches: AsyncIterable<R[]>): AsyncGenerator<string> {
  yield "[";
  let first = true;
  for await (const batch of batches) {
    if (!batch.length) continue;
    yield (first ? "" : ",") + batch.map((row) => JSON.stringify(row)).join(",");
    first = false;
  }
  yield "]";
}

async function* csvChunks<R>(batches: AsyncIterable<R[]>, columns: Column<R>[]): AsyncGenerator<string> {
  yield utf8Bom + csvRow(columns.map((c) => c.header));
  for await (const batch of batches) yield batch.map((row) => csvRow(columns.map((c) => row[c.key]))).join("");
}

/** XLSX written row by row with exceljs' streaming writer; each committed row leaves memory. */
function xlsxStream<R>(batches: AsyncIterable<R[]>, columns: Column<R>[], sheetName: string): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      for await (const batch of batches) {
        for (const row of batch) sheet.addRow(columns.map((c) => neutralise(row[c.key]))).commit();
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

function fromStrings(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/** A streamed report download in the negotiated format, with a file name built from the report. */
export function rowsResponse<R>(options: { format: ReportFormat; columns: Column<R>[]; batches: AsyncIterable<R[]>; fileName: string; sheetName: string }): Response {
  const { format, columns, batches, fileName } = options;
  const body =
    format === "json" ? fromStrings(jsonChunks(batches)) : format === "csv" ? fromStrings(csvChunks(batches, columns)) : (Readable.toWeb(xlsxStream(batches, columns, options.sheetName)) as ReadableStream<Uint8Array>);
  return new Response(body, { headers: downloadHeaders(format, `${fileName}.${format}`) });
}

export function downloadHeaders(format: ReportFormat, fileName: string): Record<string, string> {
  const ascii = fileName.normalize("NFD").replace(/[^\w.-]+/g, "-");
  return {
    "content-type": format === "json" ? "application/json; charset=utf-8" : format === "csv" ? "text/csv; charset=utf-8" : reportFormats.xlsx,
    "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    "cache-control": "no-store",
  };
}
