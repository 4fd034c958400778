import { xlsxOf } from "./xlsx-of";
import { partsOfZip, zipOfParts } from "./zip-parts";

/**
 * The import template with the rows of its question sheet replaced by `rows(n)` for n from 1 to
 * `count` (each row's XML, row 1 included), the sheet's XML built piece by piece as a hostile file is.
 */
export async function xlsxWithRows(count: number, row: (n: number) => string): Promise<Buffer<ArrayBuffer>> {
  const parts = partsOfZip(await xlsxOf());
  return zipOfParts(
    parts.map(([name, content]) => {
      if (name !== "xl/worksheets/sheet1.xml") return [name, content];
      const xml = content.toString();
      const start = xml.indexOf("<sheetData>") + "<sheetData>".length;
      const end = xml.indexOf("</sheetData>");
      const rows = Array.from({ length: count }, (_, i) => row(i + 1));
      return [
        name,
        Buffer.concat([Buffer.from(xml.slice(0, start)), Buffer.from(rows.join("")), Buffer.from(xml.slice(end))]),
      ];
    }),
  );
}

/** The hostile row: one inline string far to the right. */
export const tinyFarRow = (n: number) => `<row r="${n}"><c r="ZZ${n}" t="inlineStr"><is><t>a</t></is></c></row>`;
