import ExcelJS from "exceljs";
import { beforeAll, expect, it } from "vitest";
import { xlsxContentType } from "@/server/questions-db/interchange-schema";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { interchangeSession } from "../support/interchange-session";

type Preview = { discipline_id: number; discipline: string; subject_id: number | null; subject: string };

async function spreadsheet(rows: Record<string, string | number>[]): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("questions");
  const header = ["type", "description", "discipline_id", "subject", "answer_1"];
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(header.map((key) => row[key] ?? null));
  return new Uint8Array(Buffer.from(await workbook.xlsx.writeBuffer()));
}

describeEachDatabase("question import: the user's discipline and subject win", (database) => {
  const { s, importPath, send, download } = interchangeSession(database);
  /** Another discipline Aurora uses, and one that Ana (Aurora) does not read. */
  const other = { target: { id: 0, name: "" }, foreign: 0 };
  beforeAll(async () => {
    const prisma = database().prisma;
    const target = await prisma.discipline.findFirstOrThrow({
      where: { id: { not: s.fx.discipline.id }, groups: { some: { group: { schoolId: s.fx.aurora.id } } } },
      orderBy: { id: "asc" },
    });
    other.target = { id: target.id, name: target.name };
    const foreign = await prisma.discipline.findFirst({
      where: {
        groups: { none: { group: { schoolId: s.fx.aurora.id } } },
        owners: { none: { schoolId: s.fx.aurora.id } },
      },
    });
    other.foreign = foreign?.id ?? 2_000_000_001;
  });

  /** A question of the shared discipline, made through the API and exported as the spreadsheet. */
  async function exported() {
    const source = `Classificação ${crypto.randomUUID().slice(0, 8)}`;
    const created = await fetch(`${s.server.url}/api/exams/questions-db`, {
      method: "POST",
      headers: { ...s.auth, "content-type": "application/json" },
      body: JSON.stringify({
        belongs_to: { id: s.fx.aurora.id },
        description: `Questão a levar para outra disciplina (${source})`,
        discipline_id: s.fx.discipline.id,
        subject: s.fx.subject.id,
        type: "DISCURSIVE",
        source,
        answers: [{ description: "Resposta", is_correct_answer: true }],
      }),
    });
    expect(created.status).toBe(201);
    const file = await download(`/api/exams/questions-db/export?format=xlsx&source=${encodeURIComponent(source)}`);
    expect(file.status).toBe(200);
    return new Uint8Array(file.bytes);
  }

  const stored = async (ids: string[]) =>
    database().prisma.bankQuestion.findMany({ where: { id: { in: ids } }, include: { subject: true } });

  it("an XLSX exported here and imported into another discipline lands there (the dry run shows it)", async () => {
    const file = await exported();
    const into = { discipline_id: String(other.target.id) };
    const dry = await send(importPath({ ...into, dry_run: "true" }), file, xlsxContentType);
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body.questions[0] as Preview).toMatchObject({
      discipline_id: other.target.id,
      discipline: other.target.name,
      subject: s.fx.subject.name,
    });
    const done = await send(importPath(into), file, xlsxContentType);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    const [question] = await stored(done.body.created);
    expect(question!.disciplineId).toBe(other.target.id);
    expect(question!.subject.disciplineId).toBe(other.target.id);
    expect(question!.subject.name.toLowerCase()).toBe(s.fx.subject.name.toLowerCase());
  });

  it("keep_file_classification=true keeps the row's discipline, where the question already is", async () => {
    const file = await exported();
    const keep = { discipline_id: String(other.target.id), keep_file_classification: "true" };
    const known = await send(importPath(keep), file, xlsxContentType);
    expect([known.body.created, known.body.duplicates.length]).toEqual([[], 1]);
    const done = await send(importPath({ ...keep, duplicates: "create" }), file, xlsxContentType);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    const [question] = await stored(done.body.created);
    expect([question!.disciplineId, question!.subjectId]).toEqual([s.fx.discipline.id, s.fx.subject.id]);
  });

  it("a row naming an unknown discipline or one out of reach is refused by itself (kept classification)", async () => {
    const file = await spreadsheet([
      { type: "DISCURSIVE", description: "Fica", discipline_id: s.fx.discipline.id, subject: "Mantida" },
      { type: "DISCURSIVE", description: "Desconhecida", discipline_id: 2_000_000_000, subject: "X" },
      { type: "DISCURSIVE", description: "Alheia", discipline_id: other.foreign, subject: "X" },
    ]);
    const keep = { keep_file_classification: "true" };
    const dry = await send(importPath({ ...keep, dry_run: "true" }), file, xlsxContentType);
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body.refused.map((r: { at: number; code: string }) => [r.at, r.code])).toEqual([
      [3, "discipline_unknown"],
      [4, "discipline_unknown"],
    ]);
    expect(dry.body.new_subjects).not.toContain("X");
    const subjects = await database().prisma.subject.count();
    const done = await send(importPath({ ...keep, skip_refused: "true" }), file, xlsxContentType);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.created).toHaveLength(1);
    expect(done.body.skipped.map((r: { at: number }) => r.at)).toEqual([3, 4]);
    // Only the subject of the question created: none in the refused rows' disciplines.
    expect(await database().prisma.subject.count()).toBe(subjects + 1);
    // Without keeping the file's classification, every row goes to the chosen discipline (the first is there now).
    const all = await send(importPath({ dry_run: "true" }), file, xlsxContentType);
    expect(all.body.refused).toEqual([]);
    expect(all.body.duplicates.map((d: { at: number }) => d.at)).toEqual([2]);
    expect(all.body.questions.map((q: Preview) => q.discipline_id)).toEqual([s.fx.discipline.id, s.fx.discipline.id]);
  });

  it("the dry run names a subject given by id; the chosen subject wins over categories unless kept", async () => {
    const byId = await spreadsheet([{ type: "DISCURSIVE", description: "Por id", subject: s.fx.subject.id }]);
    const dry = await send(importPath({ dry_run: "true" }), byId, xlsxContentType);
    expect(dry.body.questions[0] as Preview).toMatchObject({
      discipline: s.fx.discipline.name,
      subject_id: s.fx.subject.id,
      subject: s.fx.subject.name,
    });
    const text = `Primeira ${crypto.randomUUID().slice(0, 8)}?`;
    const gift = `$CATEGORY: $course$/top/Categoria do arquivo\n\n::Um::${text}{=sim ~não}\n`;
    const chosen = { subject: String(s.fx.subject.id), dry_run: "true" };
    const wins = await send(importPath(chosen), gift, "text/plain");
    expect(wins.body.questions[0] as Preview).toMatchObject({
      subject: s.fx.subject.name,
      subject_id: s.fx.subject.id,
    });
    expect(wins.body.new_subjects).toEqual([]);
    const kept = await send(importPath({ ...chosen, keep_file_classification: "true" }), gift, "text/plain");
    expect(kept.body.questions[0] as Preview).toMatchObject({ subject: "Categoria do arquivo", subject_id: null });
    expect(kept.body.new_subjects).toEqual(["Categoria do arquivo"]);
  });

  it("the import's own discipline out of reach is still 403 for the whole file", async () => {
    const answer = await send(importPath({ discipline_id: String(other.foreign) }), "::A::B{}", "text/plain");
    expect(answer.status).toBe(403);
  });

  it("an unknown discipline for the platform admin, who reaches every id: each question refused, 422", async () => {
    const headers = { ...(await bearer(database().prisma, demo.admin)), "content-type": "text/plain" };
    for (const skip of ["false", "true"]) {
      const path = importPath({ discipline_id: "1509203405", subject: "Qualquer", skip_refused: skip });
      const answer = await fetch(`${s.server.url}${path}`, { method: "POST", headers, body: "G" });
      const body = await answer.json();
      expect([answer.status, body.error.reason, body.error.issues[0].code]).toEqual([
        422,
        "import_refused",
        "discipline_unknown",
      ]);
    }
  });
});
