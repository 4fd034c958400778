import { expect, it } from "vitest";
import { xlsxContentType } from "@/server/questions-db/interchange-schema";
import { interchangeQuestion } from "@/server/questions-db/interchange/interchange-question";
import { describeEachDatabase } from "../support/databases";
import { interchangeSession } from "../support/interchange-session";
import { xlsxOf } from "../support/xlsx-of";

/** The import's writer sends a statement's worth of questions at a time: a file of many, over HTTP. */
describeEachDatabase("question import of a large file", (database) => {
  const { s, importPath, send } = interchangeSession(database);
  const bankSize = () => database().prisma.bankQuestion.count();

  it("imports a file of many statements' worth in file order; a refusal in its last row writes nothing", async () => {
    const source = `Lote ${crypto.randomUUID().slice(0, 8)}`;
    const question = (n: number, subject: number) =>
      interchangeQuestion({
        type: "MULTIPLE_CHOICE",
        description: `Questão ${n}: ${"um texto de tamanho médio ".repeat(10)}`,
        answers: [
          { description: `certa ${n}`, is_correct_answer: true },
          { description: `errada ${n}`, is_correct_answer: false },
        ],
        subject,
        other_subjects: [s.fx.discipline.subjects[1]!.id],
        source,
      });
    // About 500 characters of JSON per question: 1,200 of them take several statements of the import's writer.
    const rows = Array.from({ length: 1200 }, (_, n) => question(n, s.fx.subject.id));
    const before = await bankSize();
    const refused = await send(importPath(), await xlsxOf([...rows, question(1200, 2_000_000)]), xlsxContentType);
    expect(refused.status).toBe(422);
    expect(refused.body.error.issues).toEqual([
      expect.objectContaining({ path: ["row", 1202], code: "subject_unknown" }),
    ]);
    expect(await bankSize()).toBe(before);
    const imported = await send(importPath(), await xlsxOf(rows), xlsxContentType);
    expect(imported.status, JSON.stringify(imported.body).slice(0, 300)).toBe(201);
    const stored = await database().prisma.bankQuestion.findMany({
      where: { source },
      include: { answers: { orderBy: { position: "asc" } }, otherSubjects: true },
    });
    const byId = new Map(stored.map((q) => [q.id, q]));
    const created: string[] = imported.body.created;
    expect(created.map((id) => byId.get(id)?.description.split(":")[0])).toEqual(rows.map((_, n) => `Questão ${n}`));
    expect(created.map((id) => byId.get(id)?.answers.map((a) => a.description))).toEqual(
      rows.map((_, n) => [`certa ${n}`, `errada ${n}`]),
    );
    expect(stored.every((q) => q.otherSubjects.length === 1)).toBe(true);
  });
});
