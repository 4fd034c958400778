import type { Locale } from "@/i18n/locales";
import { bodyFrom } from "@/server/http/streamed-response";
import { typeOf } from "@/server/xlsx/cells";
import { xlsxChunks } from "@/server/xlsx/xlsx-chunks";
import { csvCellText } from "../format/csv-cell-text";
import { csvRow, utf8Bom, type CsvSeparator } from "../format/csv";
import type { Section } from "./layout";

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

/** One sheet per section: bold white on dark blue header, typed cells with formats of the reader's language. */
export function sectionsXlsx(sections: Section[], locale: Locale): ReadableStream<Uint8Array> {
  async function* all(rows: unknown[][]) {
    yield rows;
  }
  const sheets = sections.map((s) => ({
    name: s.title,
    columns: s.columns,
    header: "filled" as const,
    rows: all(s.rows),
  }));
  return bodyFrom(xlsxChunks(sheets, locale));
}
