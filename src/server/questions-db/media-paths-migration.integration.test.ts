import fs from "node:fs";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/support/databases";
import { questionFixtures } from "../../../tests/support/question-fixtures";

const migration = fs.readFileSync("prisma/migrations/20261129070000_question_media_paths/migration.sql", "utf8");

describeEachDatabase("the migration question_media_paths", (database) => {
  it("turns absolute links to the question's own school's files into paths, and leaves every other link", async () => {
    const prisma = database().prisma;
    const fx = await questionFixtures(prisma);
    const own = (name: string) => `/api/uploads/questions/${fx.aurora.id}/5e0a9c3f-8d2b-4c6e-a1f3-7b9d2e4f6a8c-${name}`;
    const boreals = `/api/uploads/questions/${fx.boreal.id}/6f1b0d40-9e3c-4d7f-b204-8c0e3f5a7b9d-b.png`;
    const untouched = [
      `![b](https://other.example${boreals})`,
      "![c](https://example.org/c.png)",
      `![d](https://cdn.example/files${own("d.png")})`,
      `![e](${own("e.png")})`,
    ].join(" ");
    const question = await prisma.bankQuestion.create({
      data: {
        schoolId: fx.aurora.id,
        disciplineId: fx.discipline.id,
        subjectId: fx.subject.id,
        type: "MULTIPLE_CHOICE",
        source: "Migração",
        description: `Veja ![a](http://intranet.local:8080${own("a.png")}) e ${untouched}`,
        solution: `<img src="https://old.example${own("s.png")}"> [lista](http://localhost:3000${own("l.pdf")})`,
        hint: `![h](https://old.example:8443${own("h.png")})`,
        studyOrientation: null,
        answers: {
          create: [
            { position: 1, description: `![x](http://intranet.local:8080${own("x.png")})`, isCorrectAnswer: true },
            { position: 2, description: `![y](https://other.example${boreals})`, isCorrectAnswer: false },
          ],
        },
      },
    });
    const read = () =>
      prisma.bankQuestion.findUniqueOrThrow({
        where: { id: question.id },
        include: { answers: { orderBy: { position: "asc" } } },
      });

    await database().pool.query(migration);
    const migrated = await read();
    expect(migrated).toMatchObject({
      description: `Veja ![a](${own("a.png")}) e ${untouched}`,
      solution: `<img src="${own("s.png")}"> [lista](${own("l.pdf")})`,
      hint: `![h](${own("h.png")})`,
      studyOrientation: null,
    });
    expect(migrated.answers.map((answer) => answer.description)).toEqual([
      `![x](${own("x.png")})`,
      `![y](https://other.example${boreals})`,
    ]);

    // Run again, it changes nothing.
    await database().pool.query(migration);
    expect(await read()).toEqual(migrated);
    await prisma.bankQuestion.delete({ where: { id: question.id } });
  });
});
