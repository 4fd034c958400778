import { beforeAll, expect, it } from "vitest";
import type { Ctx } from "@/server/context";
import { getDiscipline } from "@/server/disciplines/get-discipline";
import { DomainError } from "@/server/errors/domain-error";
import type { ObjectStorage } from "@/server/storage/object-storage";
import { demo, demoUser } from "../../../tests/support/accounts";
import { describeEachDatabase } from "../../../tests/support/databases";
import { localTestStorage, testCtx, testDeps } from "../../../tests/support/deps";
import { questionFixtures } from "../../../tests/support/question-fixtures";
import { abandonedImportMinutes, discardAbandonedImports } from "./bank-import";
import { importQuestions } from "./import-questions";
import type { ImportResult } from "./interchange-schema";
import { listQuestionsQuery } from "./list-schema";
import { listQuestions } from "./list-questions";
import { getQuestion } from "./save-question";

const png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
/** Twice, as text and solution, over the writer's 64 KB per statement: each question is a batch of its own. */
const longText = "Um enunciado longo o bastante para encher um lote. ".repeat(700);

/**
 * A Moodle XML file of `count` questions in a new category, each embedding a picture: the import stores a
 * question's files just before handing it to the writer, that is between two batches.
 */
function moodleFile(category: string, count: number) {
  const question = (n: number) => `
  <question type="multichoice">
    <name><text>Q${n}</text></name>
    <questiontext format="html">
      <text><![CDATA[<p>${n}: ${longText}<img src="@@PLUGINFILE@@/f${n}.png" alt="f"></p>]]></text>
      <file name="f${n}.png" path="/" encoding="base64">${png}</file>
    </questiontext>
    <generalfeedback format="html"><text>${longText}</text></generalfeedback>
    <single>true</single>
    <answer fraction="100" format="html"><text>certa</text></answer>
    <answer fraction="0" format="html"><text>errada</text></answer>
  </question>`;
  const questions = Array.from({ length: count }, (_, i) => question(i + 1)).join("");
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category"><category><text>$course$/top/${category}</text></category></question>${questions}
</quiz>`);
}

/** Object storage that, on each put after the first, runs `between` before storing: an import between batches. */
function storageBetweenBatches(between: (put: number) => Promise<void>): ObjectStorage {
  const real: ObjectStorage = localTestStorage();
  let puts = 0;
  const storage = Object.create(real) as ObjectStorage;
  storage.put = async (key, bytes, type) => {
    if (++puts > 1) await between(puts);
    return real.put(key, bytes, type);
  };
  return storage;
}

describeEachDatabase("question import in batches of short transactions", (database) => {
  let fx: Awaited<ReturnType<typeof questionFixtures>>;
  let ctxWith: (storage: ObjectStorage) => Promise<Ctx>;
  beforeAll(async () => {
    fx = await questionFixtures(database().prisma);
    const ana = await demoUser(database().prisma, demo.ana);
    ctxWith = (storage) => testCtx(testDeps(database(), storage), ana);
  });
  const options = (source: string) => ({ school_id: fx.aurora.id, discipline_id: fx.discipline.id, source });
  const run = (ctx: Ctx, source: string, bytes: Buffer) =>
    importQuestions(ctx, {
      format: "moodle-xml",
      bytes,
      // The files repeat one another's questions: the duplicate check has its own tests.
      options: { ...options(source), dry_run: false, duplicates: "create" },
    }) as Promise<ImportResult>;
  /** Every row of the source, whatever the import's state: what the batches have written. */
  const written = (source: string) => database().prisma.bankQuestion.count({ where: { source } });
  const subjectNamed = (name: string) => database().prisma.subject.findMany({ where: { name } });
  const auditOf = (action: string, ids: string[]) =>
    database().prisma.auditEntry.count({ where: { action, entityId: { in: ids } } });

  it("frees the connection between batches and shows other requests nothing until it is published", async () => {
    const source = `Lotes ${crypto.randomUUID().slice(0, 8)}`;
    const category = `Tema ${crypto.randomUUID().slice(0, 8)}`;
    const seen: { put: number; written: number; listed: number; subjects: string[]; byId: string }[] = [];
    const reader = await ctxWith(localTestStorage());
    const between = async (put: number) => {
      const pending = await database().prisma.bankQuestion.findFirst({ where: { source }, select: { id: true } });
      const byId = pending
        ? await getQuestion(reader, { questionId: pending.id }).then(
            () => "found",
            (error: unknown) => (error instanceof DomainError ? error.reason : "other"),
          )
        : "none written";
      const list = await listQuestions(reader, listQuestionsQuery.parse({ source }));
      const discipline = await getDiscipline(reader, { id: fx.discipline.id });
      seen.push({
        put,
        written: await written(source),
        listed: list.items.length,
        subjects: discipline.subjects.map((s) => s.name).filter((name) => name === category),
        byId,
      });
    };
    const ctx = await ctxWith(storageBetweenBatches(between));
    const result = await run(ctx, source, moodleFile(category, 3));
    expect(result.created).toHaveLength(3);
    // Before the second and third questions' files: one, then two questions written in their own batches.
    expect(seen).toEqual([
      { put: 2, written: 1, listed: 0, subjects: [], byId: "question_not_found" },
      { put: 3, written: 2, listed: 0, subjects: [], byId: "question_not_found" },
    ]);
    const after = await listQuestions(reader, listQuestionsQuery.parse({ source }));
    expect(after.items.map((q) => q.id).sort()).toEqual([...result.created].sort());
    const discipline = await getDiscipline(reader, { id: fx.discipline.id });
    expect(discipline.subjects.filter((s) => s.name === category)).toHaveLength(1);
  });

  it("leaves nothing when it fails at its last batch: questions, answers, subjects, audit entries", async () => {
    const source = `Falha ${crypto.randomUUID().slice(0, 8)}`;
    const category = `Tema ${crypto.randomUUID().slice(0, 8)}`;
    const writtenBefore: number[] = [];
    // The storage fails on the last question's file, after two batches were written.
    const ctx = await ctxWith(
      storageBetweenBatches(async (put) => {
        writtenBefore.push(await written(source));
        if (put === 3) throw new Error("storage unavailable");
      }),
    );
    const prisma = database().prisma;
    const [audits, answers] = [await prisma.auditEntry.count(), await prisma.bankAnswer.count()];
    const failure = await run(ctx, source, moodleFile(category, 3)).catch((e: unknown) => e);
    expect((failure as Error).message).toBe("storage unavailable");
    expect(writtenBefore).toEqual([1, 2]);
    expect(await written(source)).toBe(0);
    expect(await prisma.bankAnswer.count()).toBe(answers);
    expect(await subjectNamed(category)).toEqual([]);
    expect(await prisma.auditEntry.count()).toBe(audits);
    expect(await prisma.bankImport.count({ where: { publishedAt: null } })).toBe(0);
  });

  it("discards an import a crash left pending before the next one, and keeps one still being written", async () => {
    const prisma = database().prisma;
    const category = `Tema ${crypto.randomUUID().slice(0, 8)}`;
    const make = async (touchedAt: Date) => {
      const id = crypto.randomUUID();
      const source = `Queda ${id.slice(0, 8)}`;
      await prisma.bankImport.create({ data: { id, touchedAt } });
      const subject = await prisma.subject.create({
        data: { disciplineId: fx.discipline.id, name: `${category} ${source}`, importId: id },
      });
      for (let n = 0; n < 3; n++)
        await prisma.bankQuestion.create({
          data: {
            schoolId: fx.aurora.id,
            disciplineId: fx.discipline.id,
            subjectId: subject.id,
            type: "MULTIPLE_CHOICE",
            description: `pendente ${n}`,
            source,
            importId: id,
            answers: { create: [{ position: 0, description: "a", isCorrectAnswer: true }] },
          },
        });
      return { id, source, subject };
    };
    // A crash long ago (the database's clock decides), and an import whose batch has just been written.
    const crashed = await make(new Date("2000-01-01T00:00:00Z"));
    const live = await make(new Date("2999-01-01T00:00:00Z"));
    expect(abandonedImportMinutes).toBeGreaterThan(0);
    const ctx = await ctxWith(localTestStorage());
    const source = `Seguinte ${crypto.randomUUID().slice(0, 8)}`;
    const next = await run(ctx, source, moodleFile(`${category} seguinte`, 1));
    expect(next.created).toHaveLength(1);
    expect(await written(crashed.source)).toBe(0);
    expect(await prisma.subject.count({ where: { id: crashed.subject.id } })).toBe(0);
    expect(await prisma.bankImport.count({ where: { id: crashed.id } })).toBe(0);
    expect(await written(live.source)).toBe(3);
    expect(await prisma.bankImport.count({ where: { id: live.id, publishedAt: null } })).toBe(1);
    // The import that goes on is hidden all the while.
    const reader = await ctxWith(localTestStorage());
    expect((await listQuestions(reader, listQuestionsQuery.parse({ source: live.source }))).items).toEqual([]);
    await prisma.bankImport.update({ where: { id: live.id }, data: { touchedAt: new Date("2000-01-01T00:00:00Z") } });
    expect(await discardAbandonedImports(database())).toBe(1);
    expect(await written(live.source)).toBe(0);
  });

  it("records the audit entries with the publication: the import's and each new subject's", async () => {
    const source = `Auditoria ${crypto.randomUUID().slice(0, 8)}`;
    const category = `Tema ${crypto.randomUUID().slice(0, 8)}`;
    const ctx = await ctxWith(localTestStorage());
    const result = await run(ctx, source, moodleFile(category, 2));
    const [subject] = await subjectNamed(category);
    expect(subject?.importId).not.toBeNull();
    expect(await auditOf("subject.create", [String(subject!.id)])).toBe(1);
    const entry = await database().prisma.auditEntry.findFirstOrThrow({
      where: { action: "question.import", entityId: fx.aurora.id },
      orderBy: { at: "desc" },
    });
    expect((entry.after as { created: string[] }).created).toEqual(result.created);
  });
});
