import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import type { Locale } from "@/i18n/locales";
import { cellFormat, csvCellText, sheetCell } from "../format/cells";
import { csvRow, utf8Bom, type CsvSeparator } from "../format/csv";
import type { CellType } from "../format/sql-fields";
import type { Section } from "./layout";

/** A summary value's type, where the column has none: a date, or a whole or decimal number. */
const typeOf = (value: unknown): CellType =>
  value instanceof Date ? "date" : typeof value !== "number" ? "text" : Number.isInteger(value) ? "integer" : "decimal";

/**
 * Sections one after another, each a title line, a header row, its rows and a blank line; values
 * as a Brazilian reader writes them, with a decimal comma in the Excel variant (separator ";").
 */
export function sectionsCsv(sections: Section[], separator: CsvSeparator): string {
  const text = (section: Section, row: unknown[]) =>
    row.map((value, i) => csvCellText(value, section.columns[i]?.type ?? typeOf(value), separator === ";"));
  return (
    utf8Bom +
    sections
      .map(
        (s) =>
          csvRow([s.title], separator) +
          csvRow(
            s.columns.map((c) => c.header),
            separator,
          ) +
          s.rows.map((row) => csvRow(text(s, row), separator)).join(""),
      )
      .join("\r\n")
  );
}

/**
 * One sheet per section: bold filled header, frozen header row, column widths, and typed cells
 * with number and date formats of the reader's language.
 */
export function sectionsXlsx(sections: Section[], locale: Locale): ReadableStream<Uint8Array> {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  void (async () => {
    try {
      for (const section of sections) {
        const sheet = workbook.addWorksheet(section.title, { views: [{ state: "frozen", ySplit: 1 }] });
        sheet.columns = section.columns.map((c) => ({ header: c.header, width: c.width }));
        const header = sheet.getRow(1);
        header.font = { bold: true, color: { argb: "FFFFFFFF" } };
        header.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FF1E3A8A" } };
        header.commit();
        for (const values of section.rows) {
          const row = sheet.addRow(values.map((value) => sheetCell(value, locale)));
          values.forEach((value, i) => {
            const numFmt = cellFormat(section.columns[i]?.type ?? typeOf(value), locale);
            if (numFmt) row.getCell(i + 1).numFmt = numFmt;
          });
          row.commit();
        }
        sheet.commit();
      }
      await workbook.commit();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
