import type { Locale } from "@/i18n/locales";
import { typeOf, yesNo, type CellType } from "./cells";
import { columnName } from "./column-name";
import { cellStyle, headerStyles, type HeaderStyle } from "./styles-xml";
import { textElement, type SharedStrings, type StringsColumn } from "./shared-strings";
import { xmlText } from "./xml-text";

/** A sheet's column; without `type`, each cell's own value decides (groups usage's summary). */
export type SheetColumn = { header: string; width: number; type?: CellType };

/**
 * A sheet: its rows come in batches of values in the columns' order. Dates are wall-clock times
 * as the UTC fields of a Date, or already serial numbers (sheetCellsQuery); booleans show as Sim/Não
 * (Yes/No), null and "" are empty cells.
 */
export type XlsxSheet = {
  name: string;
  columns: SheetColumn[];
  header: HeaderStyle;
  rows: AsyncIterable<unknown[][]>;
  /** Columns whose cells offer a list (a spreadsheet's data validation), below the header down to `listRows`. */
  lists?: { column: number; values: readonly string[]; allowBlank: boolean }[];
  /** The last row the lists reach if the data ends sooner: room for rows a person adds. */
  listRows?: number;
};

const DAY_MS = 86_400_000;
/** 1970-01-01 as a spreadsheet serial: days since 1899-12-30 (the 1900 date system as Excel counts it). */
const UNIX_EPOCH_SERIAL = 25_569;

/** Excel's most characters in a cell: it calls a file with a longer one damaged and drops the text on repair. */
export const maxCellChars = 32_767;

/** A text cut to what a cell holds, ending in "…" (never halving a character written as two code units). */
export function fitCell(text: string): string {
  if (text.length <= maxCellChars) return text;
  let end = maxCellChars - 1;
  if (/[\uD800-\uDBFF]/.test(text[end - 1]!)) end -= 1;
  return `${text.slice(0, end)}…`;
}

/**
 * A text in the cell itself. One whose `_xHHHH_` had to be escaped goes in a run (`<r>`): exceljs, which reads the
 * question import, undoes the escape in runs and shared strings but not in a plain inline `<t>`, and would give
 * `_x005F_x0041_` back for `_x0041_`. Spreadsheets read both forms alike.
 */
function inlineCell(ref: string, text: string, style = ""): string {
  const element = textElement(fitCell(text));
  const content = element.includes("_x005F_") ? `<r>${element}</r>` : element;
  return `<c r="${ref}"${style} t="inlineStr"><is>${content}</is></c>`;
}

/**
 * One cell: a repeated text by its index in the shared strings, any other inline; numbers and dates
 * as numbers with their column's format. A date is its serial number of days, which a spreadsheet
 * shows as the wall clock whose UTC fields the Date holds.
 */
function cellXml(value: unknown, ref: string, column: number, sheet: SheetWriting): string {
  if (value === null || value === undefined || value === "") return "";
  const number = value instanceof Date ? value.getTime() / DAY_MS + UNIX_EPOCH_SERIAL : value;
  if (typeof number !== "number") {
    const text = typeof value === "boolean" ? yesNo(value, sheet.locale) : String(value);
    const index = sheet.strings.index(text, sheet.stringColumns[column]!);
    return index === undefined ? inlineCell(ref, text) : `<c r="${ref}" t="s"><v>${index}</v></c>`;
  }
  const type = sheet.types[column];
  const style = cellStyle(type && type !== "text" && type !== "boolean" ? type : typeOf(value));
  return `<c r="${ref}"${style ? ` s="${style}"` : ""}><v>${number}</v></c>`;
}

/** What writing a sheet's cells needs besides their values. */
type SheetWriting = {
  locale: Locale;
  strings: SharedStrings;
  types: (CellType | undefined)[];
  stringColumns: StringsColumn[];
};

function headXml(sheet: XlsxSheet): string {
  const cols = sheet.columns.map((c, i) => {
    const style = c.type && cellStyle(c.type);
    return `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"${style ? ` style="${style}"` : ""}/>`;
  });
  const style = ` s="${headerStyles[sheet.header]}"`;
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"' +
    ' xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft"' +
    ' state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols.join("")}</cols><sheetData>` +
    `<row r="1">${sheet.columns.map((c, i) => inlineCell(`${columnName(i)}1`, c.header, style)).join("")}</row>`
  );
}

const chunkChars = 64 * 1024;

/**
 * Lists as data validations, which follow the sheet's data in the XML (ECMA-376's order), down to the
 * last row. Not the sheet's whole height: exceljs, which reads the import, expands a range cell by cell.
 */
function listsXml(lists: NonNullable<XlsxSheet["lists"]>, lastRow: number): string {
  if (lists.length === 0) return "";
  const rules = lists.map(({ column, values, allowBlank }) => {
    const range = `${columnName(column)}2:${columnName(column)}${lastRow}`;
    return (
      `<dataValidation type="list" allowBlank="${allowBlank ? 1 : 0}" showErrorMessage="1" sqref="${range}">` +
      `<formula1>${xmlText(`"${values.join(",")}"`)}</formula1></dataValidation>`
    );
  });
  return `<dataValidations count="${lists.length}">${rules.join("")}</dataValidations>`;
}

/**
 * A worksheet's XML, row by row as the batches come: the frozen header row, the column widths and
 * formats, then one chunk per batch. The head goes out with the first batch, so a sheet whose query
 * fails before its first rows has sent nothing.
 */
export async function* sheetXml(sheet: XlsxSheet, locale: Locale, strings: SharedStrings): AsyncGenerator<string> {
  const names = sheet.columns.map((_, i) => columnName(i));
  const writing: SheetWriting = {
    locale,
    strings,
    types: sheet.columns.map((c) => c.type),
    stringColumns: names.map(() => strings.column()),
  };
  let head: string | undefined = headXml(sheet);
  let number = 1;
  for await (const batch of sheet.rows) {
    let chunk = head ?? "";
    head = undefined;
    for (const values of batch) {
      const r = ++number;
      chunk += `<row r="${r}">`;
      for (let i = 0; i < names.length; i++) chunk += cellXml(values[i], `${names[i]}${r}`, i, writing);
      chunk += "</row>";
      // Small chunks die young: a whole batch's string outlived the young generation and cost most of the time in GC.
      if (chunk.length >= chunkChars) {
        yield chunk;
        chunk = "";
      }
    }
    if (chunk) yield chunk;
  }
  const lists = listsXml(sheet.lists ?? [], Math.max(number, sheet.listRows ?? 0));
  yield `${head ?? ""}</sheetData>${lists}</worksheet>`;
}
