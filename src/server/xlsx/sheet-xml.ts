import type { Locale } from "@/i18n/locales";
import { typeOf, yesNo, type CellType } from "./cells";
import { columnName } from "./column-name";
import { cellStyle, headerStyles, type HeaderStyle } from "./styles-xml";
import { textElement, type SharedStrings, type StringsColumn } from "./shared-strings";
import { ascii, XmlBytes } from "./xml-bytes";
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

const markup = {
  cellRef: ascii('<c r="'),
  shared: ascii(' t="s"><v>'),
  inline: ascii(' t="inlineStr"><is>'),
  run: ascii("<r>"),
  runEnd: ascii("</r>"),
  inlineEnd: ascii("</is></c>"),
  value: ascii("><v>"),
  valueEnd: ascii("</v></c>"),
  quote: ascii('"'),
  rowStart: ascii('<row r="'),
  rowOpened: ascii('">'),
  rowEnd: ascii("</row>"),
};

/** What writing a sheet's cells needs besides their values. */
type SheetWriting = {
  out: XmlBytes;
  locale: Locale;
  strings: SharedStrings;
  types: (CellType | undefined)[];
  stringColumns: StringsColumn[];
  /** Each column's letters, as bytes. */
  names: Uint8Array[];
  /** ` s="N"` of each style index in use. */
  styles: Map<number, Uint8Array>;
};

/** `<c r="B7"`: a cell and its reference, its attributes to follow. */
function cellStart(sheet: SheetWriting, column: number, row: number) {
  sheet.out.bytes(markup.cellRef);
  sheet.out.bytes(sheet.names[column]!);
  sheet.out.digits(row);
  sheet.out.bytes(markup.quote);
}

function styleAttribute(sheet: SheetWriting, style: number | undefined) {
  if (!style) return;
  let bytes = sheet.styles.get(style);
  if (!bytes) sheet.styles.set(style, (bytes = ascii(` s="${style}"`)));
  sheet.out.bytes(bytes);
}

/**
 * A text in the cell itself, cut to what a cell holds, its edge spaces kept. One whose `_xHHHH_` had to be
 * escaped goes in a run (`<r>`): exceljs, which reads the question import, undoes the escape in runs and
 * shared strings but not in a plain inline `<t>`, and would give `_x005F_x0041_` back for `_x0041_`.
 * Spreadsheets read both forms alike.
 */
function inlineCell(sheet: SheetWriting, column: number, row: number, text: string, style?: number) {
  const { out } = sheet;
  const element = textElement(fitCell(text));
  const run = element.includes("_x005F_");
  cellStart(sheet, column, row);
  styleAttribute(sheet, style);
  out.bytes(markup.inline);
  if (run) out.bytes(markup.run);
  out.text(element);
  if (run) out.bytes(markup.runEnd);
  out.bytes(markup.inlineEnd);
}

/**
 * One cell: a repeated text by its index in the shared strings, any other inline; numbers and dates
 * as numbers with their column's format. A date is its serial number of days, which a spreadsheet
 * shows as the wall clock whose UTC fields the Date holds.
 */
function cell(sheet: SheetWriting, value: unknown, column: number, row: number) {
  if (value === null || value === undefined || value === "") return;
  const { out } = sheet;
  const number = value instanceof Date ? value.getTime() / DAY_MS + UNIX_EPOCH_SERIAL : value;
  if (typeof number !== "number") {
    const text = typeof value === "boolean" ? yesNo(value, sheet.locale) : String(value);
    const index = sheet.strings.index(text, sheet.stringColumns[column]!);
    if (index === undefined) return inlineCell(sheet, column, row, text);
    cellStart(sheet, column, row);
    out.bytes(markup.shared);
    out.digits(index);
    out.bytes(markup.valueEnd);
    return;
  }
  const type = sheet.types[column];
  cellStart(sheet, column, row);
  styleAttribute(sheet, cellStyle(type && type !== "text" && type !== "boolean" ? type : typeOf(value)));
  out.bytes(markup.value);
  out.number(number);
  out.bytes(markup.valueEnd);
}

function row(sheet: SheetWriting, values: readonly unknown[], number: number, style?: number) {
  sheet.out.bytes(markup.rowStart);
  sheet.out.digits(number);
  sheet.out.bytes(markup.rowOpened);
  for (let i = 0; i < sheet.names.length; i++) {
    if (style) inlineCell(sheet, i, number, String(values[i]), style);
    else cell(sheet, values[i], i, number);
  }
  sheet.out.bytes(markup.rowEnd);
}

/** The sheet's XML up to its rows. */
function headXml(sheet: XlsxSheet): string {
  const cols = sheet.columns.map((c, i) => {
    const style = c.type && cellStyle(c.type);
    return `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"${style ? ` style="${style}"` : ""}/>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"' +
    ' xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft"' +
    ' state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols.join("")}</cols><sheetData>`
  );
}

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
 * A worksheet's XML as UTF-8, row by row as the batches come: the frozen header row, the column widths
 * and formats, then the rows in buffers of a megabyte. The head goes out with the first batch, so a
 * sheet whose query fails before its first rows has sent nothing.
 */
export async function* sheetXml(sheet: XlsxSheet, locale: Locale, strings: SharedStrings): AsyncGenerator<Buffer> {
  const writing: SheetWriting = {
    out: new XmlBytes(),
    locale,
    strings,
    types: sheet.columns.map((c) => c.type),
    stringColumns: sheet.columns.map(() => strings.column()),
    names: sheet.columns.map((_, i) => ascii(columnName(i))),
    styles: new Map(),
  };
  const { out } = writing;
  let head = true;
  const writeHead = () => {
    out.text(headXml(sheet));
    row(
      writing,
      sheet.columns.map((c) => c.header),
      1,
      headerStyles[sheet.header],
    );
    head = false;
  };
  let number = 1;
  for await (const batch of sheet.rows) {
    const first = head;
    if (head) writeHead();
    for (const values of batch) {
      row(writing, values, ++number);
      if (out.ready) yield* out.take();
    }
    // The first rows go at once: the response's status waits for them.
    if (first) yield* out.flush();
  }
  if (head) writeHead();
  out.text(`</sheetData>${listsXml(sheet.lists ?? [], Math.max(number, sheet.listRows ?? 0))}</worksheet>`);
  yield* out.flush();
}
