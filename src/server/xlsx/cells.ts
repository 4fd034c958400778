import type { Locale } from "@/i18n/locales";

/**
 * What a spreadsheet holds in the column (CSV and XLSX, docs/reports.md): `datetime` and `date` are
 * the school's wall clock as the UTC fields of a timestamptz (XLSX: its serial number, sheetCellsQuery);
 * `boolean` shows as Sim/Não. Text is the default and takes `value` as it is.
 */
export type CellType = "text" | "datetime" | "date" | "integer" | "decimal" | "boolean";

/**
 * Excel number formats by the reader's language. The decimal mark of "0.00" is the spreadsheet's
 * own (a comma in a pt-BR LibreOffice or Excel); the date order is not, so it follows the language.
 */
const formats: Record<Locale, Record<CellType, string | undefined>> = {
  "pt-BR": {
    text: undefined,
    boolean: undefined,
    datetime: "dd/mm/yyyy hh:mm",
    date: "dd/mm/yyyy",
    integer: "0",
    decimal: "0.00",
  },
  en: {
    text: undefined,
    boolean: undefined,
    datetime: "m/d/yyyy h:mm AM/PM",
    date: "m/d/yyyy",
    integer: "0",
    decimal: "0.00",
  },
};

export const cellFormat = (type: CellType | undefined, locale: Locale) => formats[locale][type ?? "text"];

/** A boolean as a person reads it: CSV is always pt-BR (Sim/Não), XLSX in the reader's language. */
export const yesNo = (value: boolean, locale: Locale) =>
  locale === "en" ? (value ? "Yes" : "No") : value ? "Sim" : "Não";

/** A value's type where its column has none (groups usage's summary): a date, or a whole or decimal number. */
export const typeOf = (value: unknown): CellType =>
  value instanceof Date ? "date" : typeof value !== "number" ? "text" : Number.isInteger(value) ? "integer" : "decimal";
