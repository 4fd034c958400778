import fs from "node:fs";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { interchangeSession } from "../support/interchange-session";

const examples = () => fs.readFileSync("tests/fixtures/interchange/moodle/examples.txt");
const gift = (text: string) => `::T::${text}{=sim ~não}\n`;

describeEachDatabase("question import: what the bank already has is not created again", (database) => {
  const { s, importPath, send } = interchangeSession(database);
  const bankSize = () => database().prisma.bankQuestion.count();

  it("Moodle's examples.txt twice: 40 created, then 0 and 40 duplicates naming them", async () => {
    // A discipline of its own: other tests of the same worker's database import examples.txt too.
    const discipline = await database().prisma.discipline.create({
      data: {
        name: `Exemplos ${crypto.randomUUID().slice(0, 6)}`,
        allowOnlyFeatures: [],
        owners: { create: { schoolId: s.fx.aurora.id } },
      },
    });
    const path = importPath({
      discipline_id: String(discipline.id),
      subject: "Exemplos do Moodle",
      skip_refused: "true",
    });
    const first = await send(path, examples(), "text/plain");
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect([first.body.created.length, first.body.duplicates]).toEqual([40, []]);
    const before = [await bankSize(), await database().prisma.subject.count()];

    const dry = await send(`${path}&dry_run=true`, examples(), "text/plain");
    expect([dry.status, dry.body.questions, dry.body.new_subjects]).toEqual([200, [], []]);
    // The file repeats some questions in other formats (Grant's tomb, for one): each names the first created.
    const named = (answer: { body: { duplicates: { question_id: string }[] } }) =>
      answer.body.duplicates.map((d) => d.question_id);
    expect(named(dry)).toHaveLength(40);
    expect(first.body.created).toEqual(expect.arrayContaining(named(dry)));

    const second = await send(path, examples(), "text/plain");
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.created).toEqual([]);
    expect(second.body.skipped).toHaveLength(3);
    expect(named(second)).toEqual(named(dry));
    expect(second.body.duplicates[0]).toMatchObject({ at: expect.any(Number), title: expect.any(String) });
    expect([await bankSize(), await database().prisma.subject.count()]).toEqual(before);
    const audit = await database().prisma.auditEntry.findFirstOrThrow({
      where: { action: "question.import" },
      orderBy: { at: "desc" },
    });
    expect(audit.after).toMatchObject({
      created: [],
      duplicates: second.body.duplicates.map((d: { at: number }) => d.at),
    });
  });

  it("duplicates=create creates them all the same", async () => {
    const text = gift("Repetida de propósito?");
    const path = importPath({ subject: "Repetidas" });
    expect((await send(path, text, "text/plain")).body.created).toHaveLength(1);
    const again = await send(importPath({ subject: "Repetidas", duplicates: "create" }), text, "text/plain");
    expect([again.status, again.body.created.length, again.body.duplicates]).toEqual([201, 1, []]);
    const bad = await send(importPath({ subject: "Repetidas", duplicates: "maybe" }), text, "text/plain");
    expect([bad.status, bad.body.error.code]).toEqual([400, "BAD_REQUEST"]);
  });

  it("finds duplicates among a file's later keys too (they are looked up a few hundred at a time)", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const texts = Array.from({ length: 1200 }, (_, i) => `Lote ${tag}, pergunta ${i}?`);
    const path = importPath({ subject: "Lotes" });
    const known = await send(path, [texts[700]!, texts[1199]!].map(gift).join("\n"), "text/plain");
    expect(known.status, JSON.stringify(known.body)).toBe(201);
    const whole = await send(path, texts.map(gift).join("\n"), "text/plain");
    expect(whole.status, JSON.stringify(whole.body)).toBe(201);
    expect(whole.body.created).toHaveLength(1198);
    expect(whole.body.duplicates.map((d: { question_id: string }) => d.question_id)).toEqual(known.body.created);
  });

  it("case, spacing and answers' order do not count; the text, the right answer and the type do", async () => {
    const path = importPath({ subject: "Normalização" });
    const first = await send(path, "::A::Qual é a CAPITAL  do Peru?{=Lima ~Quito}\n", "text/plain");
    expect(first.status).toBe(201);
    const same = await send(path, "::B::qual é a capital do peru?{~quito =LIMA}\n", "text/plain");
    expect(same.body.duplicates).toEqual([{ at: 1, title: "B", question_id: first.body.created[0] }]);
    const other = "::C::Qual é a capital do Peru?{~Lima =Quito}\n\n::D::Qual é a capital do Peru?{}\n";
    const differs = await send(path, other, "text/plain");
    expect([differs.body.created.length, differs.body.duplicates]).toEqual([2, []]);
  });

  it("another discipline, another school's bank or an archived question is no duplicate", async () => {
    const text = gift("Só nesta disciplina?");
    const created = await send(importPath({ subject: "Escopo" }), text, "text/plain");
    const elsewhere = importPath({ subject: "Escopo", discipline_id: String(s.fx.otherDiscipline.id) });
    expect((await send(elsewhere, text, "text/plain")).body.created).toHaveLength(1);
    await database().prisma.bankQuestion.update({
      where: { id: created.body.created[0] },
      data: { archivedAt: new Date("2026-01-01T00:00:00Z") },
    });
    expect((await send(importPath({ subject: "Escopo" }), text, "text/plain")).body.created).toHaveLength(1);
  });

  it("a question written before content keys existed is keyed by the next import and found", async () => {
    const text = gift("Escrita antes da chave?");
    const created = await send(importPath({ subject: "Antigas" }), text, "text/plain");
    const id = created.body.created[0];
    // Every question of the school unkeyed, as before the column (the seed's, the tests' so far, and 600 more, so that
    // the keying takes more than one batch of 500).
    const { prisma } = database();
    const school = { schoolId: s.fx.aurora.id };
    const older = Array.from({ length: 600 }, (_, i) => ({
      ...school,
      disciplineId: s.fx.discipline.id,
      subjectId: s.fx.subject.id,
      type: "CONTENT" as const,
      description: `Antiga ${i} ${crypto.randomUUID()}`,
      source: "Antes da chave",
    }));
    await prisma.bankQuestion.createMany({ data: older });
    const keys = new Map((await prisma.bankQuestion.findMany({ where: school })).map((q) => [q.id, q.contentKey]));
    const unkeyed = await prisma.bankQuestion.updateMany({ where: school, data: { contentKey: null } });
    expect(unkeyed.count).toBeGreaterThan(700);
    const again = await send(importPath({ subject: "Antigas" }), text, "text/plain");
    expect(again.body.duplicates).toEqual([{ at: 1, title: "T", question_id: id }]);
    const after = await prisma.bankQuestion.findMany({ where: school });
    expect(after.filter((q) => q.contentKey === null)).toEqual([]);
    // Keyed as their own writes had keyed them.
    expect(after.filter((q) => keys.get(q.id) && keys.get(q.id) !== q.contentKey)).toEqual([]);
  });

  it("a question edited through the API is compared by its new content", async () => {
    const created = await send(importPath({ subject: "Editadas" }), gift("Antes da edição?"), "text/plain");
    const id = created.body.created[0];
    const url = `${s.server.url}/api/exams/questions-db/${id}`;
    const current = await (await fetch(url, { headers: s.auth })).json();
    const patch = {
      belongs_to: { id: s.fx.aurora.id },
      description: "Depois da edição?",
      discipline_id: s.fx.discipline.id,
      subject: current.subject.id,
      type: "MULTIPLE_CHOICE",
      source: "Apostila 2026",
      answers: current.answers.map(({ description, is_correct_answer }: Record<string, unknown>) => ({
        description,
        is_correct_answer,
      })),
    };
    const edited = await fetch(url, {
      method: "PATCH",
      headers: { ...s.auth, "content-type": "application/json" },
      body: JSON.stringify(patch),
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    const again = await send(importPath({ subject: "Editadas" }), gift("Depois da edição?"), "text/plain");
    expect(again.body.duplicates).toEqual([{ at: 1, title: "T", question_id: id }]);
    const old = await send(importPath({ subject: "Editadas" }), gift("Antes da edição?"), "text/plain");
    expect(old.body.created).toHaveLength(1);
  });
});
