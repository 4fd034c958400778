import { xmlText } from "./xml-text";

const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const relationships = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const spreadsheetml = "application/vnd.openxmlformats-officedocument.spreadsheetml";
const sheetPath = (i: number) => `worksheets/sheet${i + 1}.xml`;

const relationshipsXml = (items: { type: string; target: string }[]) =>
  `${xmlDeclaration}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  items
    .map((r, i) => `<Relationship Id="rId${i + 1}" Type="${relationships}/${r.type}" Target="${r.target}"/>`)
    .join("") +
  "</Relationships>";

/**
 * The parts of an XLSX package that are not its sheets' or styles' content: content types, the
 * relationships, and the workbook listing the sheets by name (sheet i is xl/worksheets/sheet{i+1}.xml);
 * the styles and shared strings are xl/styles.xml and xl/sharedStrings.xml.
 */
export function packageParts(sheetNames: string[]): { name: string; data: string }[] {
  const sheetTypes = sheetNames.map(
    (_, i) => `<Override PartName="/xl/${sheetPath(i)}" ContentType="${spreadsheetml}.worksheet+xml"/>`,
  );
  const sheets = sheetNames.map((name, i) => `<sheet name="${xmlText(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`);
  return [
    {
      name: "[Content_Types].xml",
      data:
        `${xmlDeclaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${spreadsheetml}.sheet.main+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${spreadsheetml}.styles+xml"/>` +
        `<Override PartName="/xl/sharedStrings.xml" ContentType="${spreadsheetml}.sharedStrings+xml"/>` +
        `${sheetTypes.join("")}</Types>`,
    },
    { name: "_rels/.rels", data: relationshipsXml([{ type: "officeDocument", target: "xl/workbook.xml" }]) },
    {
      name: "xl/workbook.xml",
      data:
        `${xmlDeclaration}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"` +
        ` xmlns:r="${relationships}"><bookViews><workbookView/></bookViews>` +
        `<sheets>${sheets.join("")}</sheets></workbook>`,
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      data: relationshipsXml([
        ...sheetNames.map((_, i) => ({ type: "worksheet", target: sheetPath(i) })),
        { type: "styles", target: "styles.xml" },
        { type: "sharedStrings", target: "sharedStrings.xml" },
      ]),
    },
  ];
}
