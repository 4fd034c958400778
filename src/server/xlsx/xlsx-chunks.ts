import type { Locale } from "@/i18n/locales";
import { leadingParts, workbookParts } from "./package-parts";
import { SharedStrings } from "./shared-strings";
import { maxSheetRows, pageName, rowPages } from "./sheet-pages";
import { sheetXml, type XlsxSheet } from "./sheet-xml";
import { stylesXml } from "./styles-xml";
import { zipParts, type ZipPart } from "./zip-parts";

/**
 * An XLSX workbook as it is written: the package's opening parts, the styles of the reader's language, then each
 * sheet's XML streamed row by row into the ZIP, then the shared strings the sheets met and the workbook naming the
 * sheets. A sheet with more rows than a spreadsheet shows goes on in "Nome (2)", "Nome (3)", … each under its own
 * header row (`rowsPerSheet`, a spreadsheet's limit but for the header, is smaller in tests). Every report's XLSX
 * and the question export are written here, whatever their rows come from.
 */
export function xlsxChunks(
  sheets: XlsxSheet[],
  locale: Locale,
  rowsPerSheet = maxSheetRows - 1,
): AsyncGenerator<Buffer> {
  const strings = new SharedStrings();
  async function* parts(): AsyncGenerator<ZipPart> {
    yield* leadingParts();
    yield { name: "xl/styles.xml", data: stylesXml(locale) };
    const names: string[] = [];
    for (const sheet of sheets) {
      let page = 0;
      for await (const rows of rowPages(sheet.rows, rowsPerSheet)) {
        names.push(pageName(sheet.name, ++page));
        yield { name: `xl/worksheets/sheet${names.length}.xml`, data: sheetXml({ ...sheet, rows }, locale, strings) };
      }
    }
    yield { name: "xl/sharedStrings.xml", data: strings.xml() };
    yield* workbookParts(names);
  }
  return zipParts(parts());
}
