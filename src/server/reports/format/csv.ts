/** Cells that a spreadsheet would run as a formula (OWASP CSV injection): =, +, -, @, tab, CR. */
const formulaStart = /^[=+\-@\t\r]/;

/** Text is made inert by a leading apostrophe; numbers and booleans are left as values. */
export function neutralise(value: unknown): unknown {
  return typeof value === "string" && formulaStart.test(value) ? `'${value}` : value;
}

/** One CSV field per RFC 4180: quoted when it holds a comma, quote or line break. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = String(neutralise(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (values: readonly unknown[]) => `${values.map(csvField).join(",")}\r\n`;

/** UTF-8 byte order mark: Excel reads accents right only with it. */
export const utf8Bom = "\uFEFF";
