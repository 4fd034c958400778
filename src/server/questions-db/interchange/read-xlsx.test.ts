import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { DomainError } from "@/server/errors/domain-error";
import { readXlsx } from "./read-xlsx";
import { maxUnpackedBytes } from "./zip-guard";
import { zipOf } from "../../../../tests/support/zip-of";
import { questionsAndRefused } from "../../../../tests/support/parsed-file";
import { xlsxOf } from "../../../../tests/support/xlsx-of";

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
});
