import type { Locale } from "@/i18n/locales";
import { cellFormat, type CellType } from "./cells";
import { xmlText } from "./xml-text";

/** Header rows: bold (row reports), or bold white on dark blue (groups usage's sections). */
export type HeaderStyle = "bold" | "filled";

// Indexes into cellXfs below; 0 is the default style.
export const headerStyles: Record<HeaderStyle, number> = { bold: 1, filled: 2 };
const typedStyles: Partial<Record<CellType, number>> = { datetime: 3, date: 4, integer: 5, decimal: 6 };

/** The style index of a typed cell, or undefined for text. */
export const cellStyle = (type: CellType) => typedStyles[type];

const font = (extra = "") => `<font>${extra}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`;
const xf = (numFmtId: number, fontId = 0, fillId = 0) =>
  `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="${fillId}" borderId="0" xfId="0"` +
  `${numFmtId ? ' applyNumberFormat="1"' : ""}${fontId ? ' applyFont="1"' : ""}${fillId ? ' applyFill="1"' : ""}/>`;

/**
 * xl/styles.xml: the header fonts and fill, and the number formats of the reader's language. Dates use
 * custom formats (164, 165) because the built-in date formats follow the reader's regional settings;
 * `0` and `0.00` are the built-in 1 and 2.
 */
export function stylesXml(locale: Locale): string {
  const code = (type: CellType) => xmlText(cellFormat(type, locale)!);
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    `<numFmts count="2"><numFmt numFmtId="164" formatCode="${code("datetime")}"/>` +
    `<numFmt numFmtId="165" formatCode="${code("date")}"/></numFmts>` +
    `<fonts count="3">${font()}${font("<b/>")}${font('<b/><color rgb="FFFFFFFF"/>')}</fonts>` +
    '<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>' +
    '<fill><patternFill patternType="solid"><fgColor rgb="FF1E3A8A"/><bgColor indexed="64"/></patternFill></fill>' +
    "</fills>" +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="7">${xf(0)}${xf(0, 1)}${xf(0, 2, 2)}${xf(164)}${xf(165)}${xf(1)}${xf(2)}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    "</styleSheet>"
  );
}
