import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { csvRow, utf8Bom } from "../format/csv";
import type { Section } from "./layout";

/** Sections one after another, each a title line, a header row, its rows and a blank line. */
export function sectionsCsv(sections: Section[]): string {
  return (
    utf8Bom +
    sections
      .map(
        (s) => csvRow([s.title]) + csvRow(s.columns.map((c) => c.header)) + s.rows.map((row) => csvRow(row)).join(""),
      )
      .join("\r\n")
  );
}

/** One sheet per section: bold filled header, frozen header row, column widths and number formats. */
export function sectionsXlsx(sections: Section[]): ReadableStream<Uint8Array> {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  void (async () => {
    try {
      for (const section of sections) {
        const sheet = workbook.addWorksheet(section.title, { views: [{ state: "frozen", ySplit: 1 }] });
        sheet.columns = section.columns.map((c) => ({
          header: c.header,
          width: c.width,
          style: c.numFmt ? { numFmt: c.numFmt } : {},
        }));
        const header = sheet.getRow(1);
        header.font = { bold: true, color: { argb: "FFFFFFFF" } };
        header.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FF1E3A8A" } };
        header.commit();
        for (const row of section.rows) sheet.addRow(row).commit();
        sheet.commit();
      }
      await workbook.commit();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
