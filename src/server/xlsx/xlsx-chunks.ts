import type { Locale } from "@/i18n/locales";
import { packageParts } from "./package-parts";
import { SharedStrings } from "./shared-strings";
import { sheetXml, type XlsxSheet } from "./sheet-xml";
import { stylesXml } from "./styles-xml";
import { zipParts } from "./zip-parts";

/**
 * An XLSX workbook as it is written: the package's fixed parts, the styles of the reader's
 * language, then each sheet's XML streamed row by row into the ZIP, and last the shared strings
 * the sheets met (a ZIP's parts may come in any order). Every report's XLSX and the question export are
 * written here, whatever their rows come from.
 */
export function xlsxChunks(sheets: XlsxSheet[], locale: Locale): AsyncGenerator<Buffer> {
  const strings = new SharedStrings();
  return zipParts([
    ...packageParts(sheets.map((s) => s.name)),
    { name: "xl/styles.xml", data: stylesXml(locale) },
    ...sheets.map((sheet, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, data: sheetXml(sheet, locale, strings) })),
    { name: "xl/sharedStrings.xml", data: strings.xml() },
  ]);
}
