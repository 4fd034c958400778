/**
 * First characters that make a spreadsheet run a cell as a formula (OWASP CSV injection), with their
 * full-width forms (＝ ＋ － ＠), which spreadsheets set to East Asian input normalise to the ASCII
 * ones. The reports' SQL checks the same list. Only CSV needs this: an XLSX string cell is never a
 * formula, so XLSX keeps such text exactly as typed.
 */
export const formulaStartChars = ["=", "+", "-", "@", "\t", "\r", "\uFF1D", "\uFF0B", "\uFF0D", "\uFF20"];
const formulaClass = `[${formulaStartChars.map((c) => (c === "-" ? "\\-" : c)).join("")}]`;
const formulaStart = new RegExp(`^${formulaClass}`);

/** CSV text is made inert by a leading apostrophe; numbers and booleans are left as values. */
export function neutralise(value: unknown): unknown {
  return typeof value === "string" && formulaStart.test(value) ? `'${value}` : value;
}

/** Whether a text needs neutralising or quoting: one test, as nearly every field needs neither. */
const special = new RegExp(`^${formulaClass}|[",;\r\n]`);

/**
 * One CSV field per RFC 4180: quoted when it holds a comma, semicolon (the separator of the Excel
 * variant), quote or line break.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") return String(value);
  if (!special.test(value)) return value;
  const inert = String(neutralise(value));
  return /[",;\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

/** The field separator: a comma, or a semicolon for Excel with Brazilian settings (docs/reports.md). */
export type CsvSeparator = "," | ";";

export const csvRow = (values: readonly unknown[], separator: CsvSeparator = ",") =>
  `${values.map(csvField).join(separator)}\r\n`;

/** UTF-8 byte order mark: Excel reads accents right only with it. */
export const utf8Bom = "\uFEFF";
