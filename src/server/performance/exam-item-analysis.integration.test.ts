import { beforeAll, expect, it } from "vitest";
import { scopeFor, type Scope } from "@/server/scope/scope";
import { demo, demoUser } from "../../../tests/support/accounts";
import { describeEachDatabase } from "../../../tests/support/databases";
import { testDeps } from "../../../tests/support/deps";
import { eventLogWorld } from "../../../tests/support/event-log";
import { examItemAnalysis } from "./exam-item-analysis";

describeEachDatabase("item analysis of an exam from the event log", (database) => {
  // The scope is widened to the world's group below, so the context is built from it.
  const ctx = (scope: Scope) => ({ ...testDeps(database()), scope, origin: "http://localhost" });
  let ana: Scope;
  let bruno: Scope;
  let world: Awaited<ReturnType<typeof eventLogWorld>>;
  let content: { id: string };
  beforeAll(async () => {
    const { prisma } = database();
    world = await eventLogWorld(prisma);
    ana = await scopeFor(database(), await demoUser(prisma, demo.ana));
    bruno = await scopeFor(database(), await demoUser(prisma, demo.bruno));
    const second = await world.addStudent("B", "B");
    const third = await world.addStudent("C", "C");
    // A text to read between the two questions: it has no answer, so no row and no weight.
    const { schoolId, disciplineId, subjectId } = world.questions[0]!;
    content = await prisma.bankQuestion.create({
      data: { schoolId, disciplineId, subjectId, type: "CONTENT", description: "Leia o texto", source: "Teste" },
    });
    await prisma.examQuestion.createMany({
      data: [world.questions[0]!.id, content.id, world.questions[1]!.id].map((questionId, position) => ({
        examId: world.multiExam.id,
        questionId,
        position,
      })),
    });
    const exam = { exam: world.multiExam.id };
    await world.log([
      [0, "WRONG_ANSWER", 0, exam],
      [5, "CORRECT_ANSWER", 0, exam],
      [10, "CORRECT_ANSWER", 1, exam],
    ]);
    await prisma.studentEvent.createMany({
      data: [
        {
          studentId: second.id,
          questionId: world.questions[0]!.id,
          examId: world.multiExam.id,
          event: "CORRECT_ANSWER",
          createdAt: world.at(20),
        },
        {
          studentId: second.id,
          questionId: world.questions[1]!.id,
          examId: world.multiExam.id,
          event: "CORRECT_ANSWER",
          createdAt: world.at(25),
        },
        // A stray answer event on the content item: neither a row nor a student of the analysis.
        {
          studentId: third.id,
          questionId: content.id,
          examId: world.multiExam.id,
          event: "CORRECT_ANSWER",
          createdAt: world.at(27),
        },
        // An answer outside the exam is not part of its analysis.
        {
          studentId: second.id,
          questionId: world.questions[2]!.id,
          examId: null,
          event: "WRONG_ANSWER",
          createdAt: world.at(30),
        },
      ],
    });
    ana = world.widen(ana);
  });

  it("uses each student's first answer per question of the exam, in the exam's order", async () => {
    const result = await examItemAnalysis(ctx(ana), { examId: world.multiExam.id });
    expect(result.exam.id).toBe(world.multiExam.id);
    expect(result.students).toBe(2);
    // The content item is left out; the questions keep their numbers in the exam.
    expect(
      result.questions.map((q) => [q.question_id, q.position, q.facility, q.correct_first, q.wrong_first]),
    ).toEqual([
      [world.questions[0]!.id, 0, 0.5, 1, 1],
      [world.questions[1]!.id, 2, 1, 2, 0],
    ]);
    expect(result.questions[0]!.discrimination).toBe(1);
    // What was asked travels with each question, for the page to show it.
    const descriptions = await database().prisma.bankQuestion.findMany({
      where: { id: { in: [world.questions[0]!.id, world.questions[1]!.id] } },
      select: { id: true, description: true },
    });
    for (const q of result.questions) {
      expect(q.description).toBe(descriptions.find((d) => d.id === q.question_id)!.description);
    }
  });

  it("refuses an exam outside the caller's access and an unknown one", async () => {
    await expect(examItemAnalysis(ctx(bruno), { examId: world.multiExam.id })).rejects.toMatchObject({ status: 403 });
    await expect(examItemAnalysis(ctx(ana), { examId: crypto.randomUUID() })).rejects.toMatchObject({ status: 404 });
  });
});
