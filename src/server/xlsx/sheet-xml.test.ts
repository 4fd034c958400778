import { describe, expect, it } from "vitest";
import { batches, questionsSheet } from "../../../tests/support/xlsx-sheets";
import { SharedStrings } from "./shared-strings";
import { fitCell, maxCellChars, sheetXml, type XlsxSheet } from "./sheet-xml";

const xml = async (sheet: XlsxSheet, locale: "pt-BR" | "en" = "pt-BR", strings = new SharedStrings()) => {
  let text = "";
  for await (const chunk of sheetXml(sheet, locale, strings)) text += chunk;
  return text;
};
const tableOf = async (strings: SharedStrings) => {
  let text = "";
  for await (const chunk of strings.xml()) text += chunk;
  return text;
};
const sheet = (rows: unknown[][]) => questionsSheet({ header: "Valor", width: 18 }, rows);

describe("a worksheet's XML", () => {
  it("freezes the header row, sets the widths and the typed columns' formats, and bolds the header", async () => {
    const text = await xml(sheet([]));
    expect(text).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    expect(text).toContain(
      '<cols><col min="1" max="1" width="50" customWidth="1"/><col min="2" max="2" width="17" customWidth="1"' +
        ' style="3"/><col min="3" max="3" width="22" customWidth="1" style="5"/>',
    );
    expect(text).toContain('<row r="1"><c r="A1" s="1" t="inlineStr"><is><t>Texto</t></is></c>');
    expect(text).toMatch(/<\/row><\/sheetData><\/worksheet>$/);
  });
  it("writes a date as its serial number of days with the date-time format", async () => {
    // 09/03/2026 23:05:09.042 on the school's wall clock, as the UTC fields of a Date.
    const text = await xml(sheet([["t", new Date("2026-03-09T23:05:09.042Z"), 4, true, 2.5]]));
    const serial = Number(/<c r="B2" s="3"><v>([^<]+)<\/v><\/c>/.exec(text)![1]);
    expect(serial).toBeCloseTo(46090 + (23 * 3600 + 5 * 60 + 9.042) / 86400, 10);
    expect(Math.round((serial - 25569) * 86_400_000)).toBe(Date.UTC(2026, 2, 9, 23, 5, 9, 42));
    expect(text).toContain('<c r="C2" s="5"><v>4</v></c>');
    // Sim is the second text met, after "t".
    expect(text).toContain('<c r="D2" t="s"><v>1</v></c>');
    // An untyped column's number is typed by its value: 2.5 is a decimal.
    expect(text).toContain('<c r="E2" s="6"><v>2.5</v></c>');
  });
  it("shares short texts by index, escaped once in the table with edge spaces; absent values left out", async () => {
    const strings = new SharedStrings();
    const text = await xml(
      sheet([
        [" <b>&\u0001 ", null, "", false, undefined],
        [" <b>&\u0001 ", null, "", true],
      ]),
      "en",
      strings,
    );
    expect(text).toContain(
      '<row r="2"><c r="A2" t="s"><v>0</v></c><c r="D2" t="s"><v>1</v></c></row>' +
        '<row r="3"><c r="A3" t="s"><v>0</v></c><c r="D3" t="s"><v>2</v></c></row>',
    );
    expect(await tableOf(strings)).toMatch(
      new RegExp(
        'count="4" uniqueCount="3"><si><t xml:space="preserve"> &lt;b&gt;&amp; </t></si>' +
          "<si><t>No</t></si><si><t>Yes</t></si></sst>$",
      ),
    );
  });
  it("writes a long text inline, escaped, and keeps its edge white space", async () => {
    const long = ` ${"<b>&".repeat(20)}\u0001 `;
    const text = await xml(sheet([[long]]));
    expect(text).toContain(
      `<row r="2"><c r="A2" t="inlineStr"><is><t xml:space="preserve"> ${"&lt;b&gt;&amp;".repeat(20)} </t></is>` +
        "</c></row>",
    );
  });
  it("puts a long text whose _xHHHH_ it escaped in a run, which exceljs unescapes too", async () => {
    const long = `${"a".repeat(70)} _x0041_`;
    const text = await xml(sheet([[long], [`${"b".repeat(70)} _x41_`]]));
    expect(text).toContain(`<c r="A2" t="inlineStr"><is><r><t>${"a".repeat(70)} _x005F_x0041_</t></r></is></c>`);
    expect(text).toContain(`<c r="A3" t="inlineStr"><is><t>${"b".repeat(70)} _x41_</t></is></c>`);
  });
  it("cuts a text longer than a cell holds to Excel's 32,767 characters, ending in …, never halving an emoji", () => {
    expect(fitCell("a".repeat(maxCellChars))).toBe("a".repeat(maxCellChars));
    const cut = fitCell("a".repeat(maxCellChars + 10));
    expect(cut).toHaveLength(maxCellChars);
    expect(cut.endsWith("a…")).toBe(true);
    const emoji = fitCell(`${"a".repeat(maxCellChars - 2)}😀bb`);
    expect(emoji.length).toBeLessThanOrEqual(maxCellChars);
    expect(emoji.endsWith("a…")).toBe(true);
  });

  it("names columns past Z with two letters and numbers rows on across batches", async () => {
    const wide: XlsxSheet = {
      name: "Wide",
      header: "filled",
      columns: Array.from({ length: 28 }, (_, i) => ({ header: `h${i}`, width: 10 })),
      rows: batches([Array.from({ length: 28 }, (_, i) => i)], [Array.from({ length: 28 }, () => 1)]),
    };
    const text = await xml(wide);
    expect(text).toContain('<c r="AB1" s="2" t="inlineStr">');
    expect(text).toContain('<c r="AA2" s="5"><v>26</v></c>');
    expect(text).toContain('<row r="3"><c r="A3" s="5"><v>1</v></c>');
  });
});
