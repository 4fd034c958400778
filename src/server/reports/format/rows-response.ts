import type { Locale } from "@/i18n/locales";
import { contentDisposition } from "@/server/http/content-disposition";
import { bodyFrom } from "@/server/http/streamed-response";
import { csvCellText } from "./csv-cell-text";
import { csvRow, utf8Bom, type CsvSeparator } from "./csv";
import { extensionOf, reportFormats } from "../schema";
import type { SqlField } from "./sql-fields";
import type { XlsxSheet } from "@/server/xlsx/sheet-xml";
import { xlsxChunks } from "@/server/xlsx/xlsx-chunks";

export type ReportFormat = keyof typeof reportFormats;
/** How a download is written: its format and, for XLSX, the reader's language. */
export type ReportOutput = { format: ReportFormat; locale?: Locale };
type Row = Record<string, unknown>;
/** What the writer reads of a report's column: a SqlField's, or a column whose rows Node computes (performance). */
export type ReportColumn = Pick<SqlField, "key" | "header" | "headerEn" | "width" | "cell">;

/** The CSV variant's separator: the Excel one is read by Excel with Brazilian settings. */
export const csvSeparator = (format: ReportFormat): CsvSeparator => (format === "csvExcel" ? ";" : ",");
export const isCsv = (format: ReportFormat) => format === "csv" || format === "csvExcel";

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

/** The first line of a report's CSV: the byte order mark and the column names (pt-BR, the spec's). */
export const csvHead = (fields: ReportColumn[], separator: CsvSeparator) =>
  utf8Bom +
  csvRow(
    fields.map((f) => f.header),
    separator,
  );

async function* csvChunks(batches: AsyncIterable<Row[]>, fields: ReportColumn[], format: ReportFormat) {
  const separator = csvSeparator(format);
  yield csvHead(fields, separator);
  for await (const batch of batches) {
    let chunk = "";
    for (const row of batch) {
      chunk += csvRow(
        fields.map((f) => csvCellText(row[f.key], f.cell?.type, separator === ";")),
        separator,
      );
    }
    yield chunk;
  }
}

/** A report's rows (values in the fields' order) as an XLSX sheet: headers in the reader's language, types, widths. */
export function fieldsSheet(
  fields: ReportColumn[],
  rows: AsyncIterable<unknown[][]>,
  name: string,
  locale: Locale,
): XlsxSheet {
  const columns = fields.map((f) => ({
    header: locale === "en" ? f.headerEn : f.header,
    width: f.width ?? 18,
    type: f.cell?.type,
  }));
  return { name, columns, header: "bold", rows };
}

async function* fieldValues(batches: AsyncIterable<Row[]>, fields: ReportColumn[]) {
  for await (const batch of batches) yield batch.map((row) => fields.map((f) => row[f.key]));
}

/**
 * A streamed report download in the negotiated format, with a file name built from the report.
 * JSON batches carry each row's object as text in `json`; the others carry the fields' values
 * (the "sheet" rows: typed cells).
 */
export function rowsResponse(
  options: ReportOutput & {
    fields: ReportColumn[];
    batches: AsyncIterable<Row[]>;
    fileName: string;
    sheetName: string;
  },
): Response {
  const { format, fields, batches, fileName, locale = "pt-BR" } = options;
  const body =
    format === "json"
      ? bodyFrom(jsonChunks(batches))
      : isCsv(format)
        ? bodyFrom(csvChunks(batches, fields, format))
        : bodyFrom(xlsxChunks([fieldsSheet(fields, fieldValues(batches, fields), options.sheetName, locale)], locale));
  return new Response(body, { headers: downloadHeaders(format, fileName) });
}

/** The download's headers; `fileName` without its extension, which the format gives. */
export function downloadHeaders(format: ReportFormat, fileName: string): Record<string, string> {
  return {
    "content-type":
      format === "json"
        ? "application/json; charset=utf-8"
        : format === "csv"
          ? "text/csv; charset=utf-8"
          : format === "csvExcel"
            ? "text/csv; charset=utf-8; profile=excel"
            : reportFormats.xlsx,
    "content-disposition": contentDisposition("attachment", `${fileName}.${extensionOf(format)}`),
    "cache-control": "no-store",
  };
}
