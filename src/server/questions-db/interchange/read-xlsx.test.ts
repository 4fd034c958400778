import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { DomainError } from "@/server/errors/domain-error";
import { maxImportQuestions } from "../interchange-schema";
import { maxXlsxCells, maxXlsxText, readXlsx } from "./read-xlsx";
import { maxSharedStringsBytes, maxUnpackedBytes } from "./zip-guard";
import { zipOf } from "../../../../tests/support/zip-of";
import { questionsAndRefused } from "../../../../tests/support/parsed-file";
import { xlsxOf } from "../../../../tests/support/xlsx-of";
import { xlsxWithRows } from "../../../../tests/support/xlsx-with-rows";
import { partsOfZip, zipOfParts } from "../../../../tests/support/zip-parts";

const reasonOf = async (bytes: Buffer) =>
  readXlsx(bytes).then(
    () => "accepted",
    (error: unknown) => (error instanceof DomainError ? error.reason : error),
  );

async function sheetWith(rows: unknown[][]): Promise<Buffer> {
  const template = await xlsxOf();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("questions")!;
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe("readXlsx", () => {
  it("the template has every column, lists for type and difficulty, and instructions in both languages", async () => {
    const bytes = await xlsxOf();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const headers = (workbook.getWorksheet("questions")!.getRow(1).values as string[]).slice(1);
    expect(headers.slice(0, 13)).toEqual([
      "type",
      "description",
      "discipline_id",
      "subject",
      "other_subjects",
      "difficulty",
      "source",
      "source_edition",
      "source_edition_observation",
      "source_question_number",
      "solution",
      "study_orientation",
      "hint",
    ]);
    expect(headers.at(-1)).toBe("answer_20_correct");
    const validations = (
      workbook.getWorksheet("questions") as unknown as {
        dataValidations: { model: Record<string, { formulae: string[] }> };
      }
    ).dataValidations.model;
    expect(Object.values(validations).map((v) => v.formulae[0])).toEqual(
      expect.arrayContaining(['"MULTIPLE_CHOICE,DISCURSIVE,CONTENT"', '"VERY_EASY,EASY,MEDIUM,HARD,VERY_HARD"']),
    );
    const help = workbook.getWorksheet("instructions")!;
    expect(String(help.getCell("A1").value)).toMatch(/Modelo de importação/);
    expect(help.getColumn(1).values.map(String).join("\n")).toMatch(/Question bank import template/);
  });

  it("reads filled rows by their row number and refuses a wrong one", async () => {
    const bytes = await sheetWith([
      [
        "MULTIPLE_CHOICE",
        "Quanto é $1+1$?",
        null,
        "Somas",
        null,
        "easy",
        "Livro",
        null,
        null,
        3,
        null,
        null,
        null,
        "2",
        true,
        "3",
        false,
      ],
      ["ESSAY", "Errada"],
      ["DISCURSIVE", "Explique.", 5, 12, "1, 2"],
    ]);
    const parsed = questionsAndRefused(await readXlsx(bytes));
    expect(parsed.questions.map((q) => [q.at, q.question.type, q.question.subject])).toEqual([
      [2, "MULTIPLE_CHOICE", "Somas"],
      [4, "DISCURSIVE", 12],
    ]);
    expect(parsed.questions[0]!.question).toMatchObject({ difficulty: "EASY", source_question_number: 3 });
    expect(parsed.questions[1]!.question).toMatchObject({ discipline_id: 5, other_subjects: [1, 2] });
    expect(parsed.refused).toEqual([expect.objectContaining({ at: 3, code: "import_row_invalid", title: "Errada" })]);
  });

  it("refuses zip bombs before unpacking them: by declared size and by actual size", async () => {
    const big = Buffer.alloc(maxUnpackedBytes + 1024);
    expect(await reasonOf(zipOf("xl/worksheets/sheet1.xml", big))).toBe("xlsx_refused");
    expect(await reasonOf(zipOf("xl/worksheets/sheet1.xml", Buffer.alloc(5_000_000), 1000))).toBe("xlsx_refused");
    expect(await reasonOf(Buffer.from("not a zip"))).toBe("xlsx_refused");
    // A harmless zip that is no workbook holds no question (the import then says the file is empty).
    expect([...(await readXlsx(zipOf("hello.txt", Buffer.from("hello"))))]).toEqual([]);
  });

  it("refuses while streaming: more cells or more text than its limits, whatever few bytes the file has", async () => {
    // Rows of many tiny cells: the cell limit, not the row limit.
    const perRow = 250;
    const cells = (n: number) =>
      Array.from({ length: perRow }, (_, c) => `<c r="${columnName(c + 1)}${n}"><v>1</v></c>`).join("");
    const manyCells = await xlsxWithRows(
      Math.ceil(maxXlsxCells / perRow) + 1,
      (n) => `<row r="${n}">${cells(n)}</row>`,
    );
    expect(await reasonOf(manyCells)).toBe("xlsx_too_large");
    // One shared string of 30,000 characters named by every cell: the text limit, not the unpacked size.
    const long = "a".repeat(30_000);
    const rows = Math.ceil(maxXlsxText / long.length / 2) + 1;
    const shared = await withSharedString(
      await xlsxWithRows(
        rows,
        (n) => `<row r="${n}"><c r="A${n}" t="s"><v>0</v></c><c r="B${n}" t="s"><v>0</v></c></row>`,
      ),
      long,
    );
    expect(await reasonOf(shared)).toBe("xlsx_too_large");
  }, 60_000);

  it("stops at the question limit without leaving a copy of the sheet in the temporary directory", async () => {
    const bytes = await xlsxWithRows(
      maxImportQuestions + 10,
      (n) => `<row r="${n}"><c r="A${n}"><v>${n}</v></c></row>`,
    );
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "read-xlsx-"));
    const tmpdir = process.env.TMPDIR;
    process.env.TMPDIR = dir;
    try {
      expect(await reasonOf(bytes)).toBe("import_too_many_questions");
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      process.env.TMPDIR = tmpdir;
      if (tmpdir === undefined) delete process.env.TMPDIR;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses shared strings over their limit and parts the zip directory does not list", async () => {
    const parts = partsOfZip(await xlsxOf());
    const bigShared = parts.map(([name, content]): [string, Buffer] =>
      name === "xl/sharedStrings.xml" ? [name, Buffer.alloc(maxSharedStringsBytes + 1, 32)] : [name, content],
    );
    expect(await reasonOf(zipOfParts(bigShared))).toBe("xlsx_too_large");
    // A part hidden before the directory's first: a streaming reader would read it, the guard never would.
    const listed = zipOfParts(parts);
    const hidden = zipOfParts([["xl/sharedStrings.xml", Buffer.from("<sst/>")]]);
    const withHidden = Buffer.concat([
      hidden.subarray(0, hidden.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]))),
      listed,
    ]);
    expect(await reasonOf(withHidden)).toBe("xlsx_refused");
  });
});

/** Excel's column name of a 1-based column number (1: A, 27: AA). */
function columnName(column: number): string {
  let name = "";
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** The spreadsheet with its shared strings replaced by this one string. */
async function withSharedString(bytes: Buffer, text: string): Promise<Buffer> {
  const namespace = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
  const sst = `<?xml version="1.0"?><sst xmlns="${namespace}"><si><t>${text}</t></si></sst>`;
  return zipOfParts(
    partsOfZip(bytes).map(([name, content]) => [name, name === "xl/sharedStrings.xml" ? Buffer.from(sst) : content]),
  );
}
