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
 * The parts that open the package: content types and the package's relationship to the workbook. They name no
 * sheet, so they go first while the number of sheets is still unknown: a worksheet's type is the default of the
 * `.xml` extension, and the package's other XML parts (workbook, styles, shared strings) override it.
 */
export const leadingParts = (): { name: string; data: string }[] => [
  {
    name: "[Content_Types].xml",
    data:
      `${xmlDeclaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      `<Default Extension="xml" ContentType="${spreadsheetml}.worksheet+xml"/>` +
      `<Override PartName="/xl/workbook.xml" ContentType="${spreadsheetml}.sheet.main+xml"/>` +
      `<Override PartName="/xl/styles.xml" ContentType="${spreadsheetml}.styles+xml"/>` +
      `<Override PartName="/xl/sharedStrings.xml" ContentType="${spreadsheetml}.sharedStrings+xml"/></Types>`,
  },
  { name: "_rels/.rels", data: relationshipsXml([{ type: "officeDocument", target: "xl/workbook.xml" }]) },
];

/**
 * The workbook listing the sheets by name (sheet i is xl/worksheets/sheet{i+1}.xml) and its relationships to them,
 * to the styles (xl/styles.xml) and to the shared strings (xl/sharedStrings.xml). A ZIP's parts may come in any
 * order: these come last, when the rows have decided how many sheets there are.
 */
export function workbookParts(sheetNames: string[]): { name: string; data: string }[] {
  const sheets = sheetNames.map((name, i) => `<sheet name="${xmlText(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`);
  return [
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
