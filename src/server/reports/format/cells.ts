import type { Locale } from "@/i18n/locales";
import { dateBr, dateTimeBr } from "./dates";
import type { CellType } from "./sql-fields";

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

/**
 * A typed value as CSV text for a Brazilian reader, as the COPY reports write theirs (sql-fields'
 * csvText): dates day/month/year from a wall-clock Date, Sim/Não, and for Excel a decimal comma.
 */
export function csvCellText(value: unknown, type: CellType | undefined, decimalComma: boolean): unknown {
  if (value instanceof Date) return type === "datetime" ? dateTimeBr(value, "UTC") : dateBr(value, "UTC");
  if (typeof value === "boolean") return yesNo(value, "pt-BR");
  if (typeof value === "number" && decimalComma) return String(value).replace(".", ",");
  return value;
}
