import type { SheetColumn, XlsxSheet } from "@/server/xlsx/sheet-xml";

/** Rows in batches, as a report's cursor yields them. */
export async function* batches(...items: unknown[][][]) {
  yield* items;
}

/** The writer tests' questions sheet: a text, a date, a number and a flag, then `last`, in `rows`' batches. */
export const questionsSheet = (last: SheetColumn, ...rows: unknown[][][]): XlsxSheet => ({
  name: "Perguntas",
  header: "bold",
  columns: [
    { header: "Texto", width: 50 },
    { header: "Criada em", width: 17, type: "datetime" },
    { header: "Nota", width: 22, type: "integer" },
    { header: "Anônima", width: 12, type: "boolean" },
    last,
  ],
  rows: batches(...rows),
});
