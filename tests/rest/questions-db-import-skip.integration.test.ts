import fs from "node:fs";
import ExcelJS from "exceljs";
import { expect, it } from "vitest";
import { xlsxContentType } from "@/server/questions-db/interchange-schema";
import { describeEachDatabase } from "../support/databases";
import { interchangeSession } from "../support/interchange-session";

const fixture = (name: string) => fs.readFileSync(`tests/fixtures/interchange/${name}`);
const examples = () => fixture("moodle/examples.txt");
const matching = { code: "import_type_unsupported" };
const places = (refused: { at: number; title: string; code: string }[]) =>
  refused.map(({ at, title, code }) => ({ at, title, code }));
const fileText = (file: { base64: string }) => Buffer.from(file.base64, "base64").toString("utf8");

async function spreadsheet(rows: Record<string, string>[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("questions");
  const header = ["type", "description", "subject", "answer_1", "answer_1_correct", "answer_2", "answer_2_correct"];
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(header.map((key) => row[key] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describeEachDatabase("question import: skipping the refused questions", (database) => {
  const { s, importPath, send } = interchangeSession(database);
  const bankSize = () => database().prisma.bankQuestion.count();
  const withSubject = (extra: Record<string, string> = {}) =>
    importPath({ subject: `Exemplos ${crypto.randomUUID().slice(0, 6)}`, ...extra });

  it("Moodle's examples.txt by default: 422, the 3 matching questions named, nothing written", async () => {
    const before = [await bankSize(), await database().prisma.subject.count()];
    const answer = await send(withSubject(), examples(), "text/plain");
    expect(answer.status).toBe(422);
    expect(answer.body.error.reason).toBe("import_refused");
    expect(answer.body.error.issues.map((issue: { code: string }) => issue.code)).toEqual([
      matching.code,
      matching.code,
      matching.code,
    ]);
    expect([await bankSize(), await database().prisma.subject.count()]).toEqual(before);
  });

  it("the dry run lists the 3 refused and gives them as a GIFT file that holds only them", async () => {
    const dry = await send(withSubject({ dry_run: "true" }), examples(), "text/plain");
    expect(dry.status).toBe(200);
    expect(dry.body.questions).toHaveLength(40);
    expect(places(dry.body.refused)).toEqual([
      { at: 55, title: "Matching Question.", ...matching },
      { at: 61, title: "Match the following countries with their corresponding capit", ...matching },
      { at: 177, title: "Match the following countries with their corresponding capit", ...matching },
    ]);
    expect(dry.body.refused_file).toMatchObject({ name: "refused.gift.txt", content_type: expect.any(String) });
    const refused = fileText(dry.body.refused_file);
    expect(refused).toContain("=subquestion1 -> subanswer1");
    expect(refused).toContain("=Canada->Ottawa");
    expect(refused).not.toContain("Grant");
    // Imported again as it is, it holds the 3 refused questions and nothing else.
    const again = await send(withSubject({ dry_run: "true" }), refused, "text/plain");
    expect([again.body.questions.length, again.body.refused.length]).toEqual([0, 3]);
  });

  it("with skip_refused=true: 40 created at once, the 3 listed as skipped, audited", async () => {
    const before = await bankSize();
    const answer = await send(withSubject({ skip_refused: "true" }), examples(), "text/plain");
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.created).toHaveLength(40);
    expect(places(answer.body.skipped)).toEqual([
      { at: 55, title: "Matching Question.", ...matching },
      { at: 61, title: "Match the following countries with their corresponding capit", ...matching },
      { at: 177, title: "Match the following countries with their corresponding capit", ...matching },
    ]);
    expect(answer.body.warnings.length).toBeGreaterThan(0);
    expect(await bankSize()).toBe(before + 40);
    const audit = await database().prisma.auditEntry.findFirstOrThrow({
      where: { action: "question.import" },
      orderBy: { at: "desc" },
    });
    expect(audit.after).toMatchObject({ created: answer.body.created, skipped: [55, 61, 177] });
  });

  it("the default import answers an empty skipped list; skip_refused with nothing importable is 422", async () => {
    const gift = "::Um::Primeira?{=sim ~não}\n";
    const done = await send(withSubject(), gift, "text/plain");
    expect([done.status, done.body.skipped]).toEqual([201, []]);
    const before = await bankSize();
    const none = await send(withSubject({ skip_refused: "true" }), "::P::Associe.{=a -> b =c -> d}\n", "text/plain");
    expect([none.status, none.body.error.reason]).toEqual([422, "import_refused"]);
    const bad = await send(withSubject({ skip_refused: "yes" }), gift, "text/plain");
    expect(bad.status).toBe(400);
    expect(await bankSize()).toBe(before);
  });

  it("Moodle XML: the refused <question> elements with the category before them", async () => {
    const dry = await send(importPath({ dry_run: "true" }), fixture("syntax.moodle.xml"), "application/xml");
    expect(places(dry.body.refused).map((r) => r.title)).toEqual(["Pares", "Cloze"]);
    const xml = fileText(dry.body.refused_file);
    expect(dry.body.refused_file.name).toBe("refused.xml");
    expect(xml).toMatch(/^<\?xml[^>]*>\n<quiz>\n/);
    expect(xml).toContain("<text>$course$/top/Ótica</text>");
    expect(xml).toContain('<question type="matching">');
    expect(xml).toContain('<question type="cloze">');
    expect(xml).not.toContain("Leitura");
    const again = await send(importPath({ dry_run: "true" }), xml, "application/xml");
    expect(places(again.body.refused).map((r) => r.title)).toEqual(["Pares", "Cloze"]);
    expect(again.body.questions).toHaveLength(0);
  });

  it("XLSX: the header and the refused rows; skip_refused creates the others", async () => {
    const subject = `Planilha ${crypto.randomUUID().slice(0, 6)}`;
    const file = await spreadsheet([
      {
        type: "MULTIPLE_CHOICE",
        description: "Boa 1",
        subject,
        answer_1: "a",
        answer_1_correct: "TRUE",
        answer_2: "b",
      },
      { type: "ENSAIO", description: "Ruim", subject },
      { type: "DISCURSIVE", description: "Boa 2", subject, answer_1: "x" },
    ]);
    const dry = await send(importPath({ dry_run: "true" }), new Uint8Array(file), xlsxContentType);
    expect(places(dry.body.refused)).toEqual([{ at: 3, title: "Ruim", code: "import_row_invalid" }]);
    expect(dry.body.refused_file).toMatchObject({ name: "refused.xlsx", content_type: xlsxContentType });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(dry.body.refused_file.base64, "base64") as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("questions")!;
    expect(sheet.getRow(1).getCell(1).value).toBe("type");
    expect(sheet.getRow(2).getCell(2).value).toBe("Ruim");
    expect(sheet.actualRowCount).toBe(2);
    const done = await send(importPath({ skip_refused: "true" }), new Uint8Array(file), xlsxContentType);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.created).toHaveLength(2);
    expect(places(done.body.skipped)).toEqual([{ at: 3, title: "Ruim", code: "import_row_invalid" }]);
    expect(await database().prisma.subject.count({ where: { disciplineId: s.fx.discipline.id, name: subject } })).toBe(
      1,
    );
  });
});
