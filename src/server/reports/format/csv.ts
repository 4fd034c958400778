/** First characters that make a spreadsheet run a cell as a formula (OWASP CSV injection); the reports' SQL checks the same. */
export const formulaStartChars = ["=", "+", "-", "@", "\t", "\r"];
const formulaClass = `[${formulaStartChars.map((c) => (c === "-" ? "\\-" : c)).join("")}]`;
const formulaStart = new RegExp(`^${formulaClass}`);

/** Text is made inert by a leading apostrophe; numbers and booleans are left as values. */
export function neutralise(value: unknown): unknown {
  return typeof value === "string" && formulaStart.test(value) ? `'${value}` : value;
}

/** Whether a text needs neutralising or quoting: one test, as nearly every field needs neither. */
const special = new RegExp(`^${formulaClass}|[",\r\n]`);

/** One CSV field per RFC 4180: quoted when it holds a comma, quote or line break. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") return String(value);
  if (!special.test(value)) return value;
  const inert = String(neutralise(value));
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

export const csvRow = (values: readonly unknown[]) => `${values.map(csvField).join(",")}\r\n`;

/** UTF-8 byte order mark: Excel reads accents right only with it. */
export const utf8Bom = "\uFEFF";
