import { beforeAll, expect, it } from "vitest";
import type { Ctx } from "@/server/context";
import { duplicateQuestion } from "@/server/questions-db/duplicate-question";
import { createQuestion } from "@/server/questions-db/save-question";
import { demo, demoUser } from "../../../tests/support/accounts";
import { describeEachDatabase } from "../../../tests/support/databases";
import { testCtx, testDeps } from "../../../tests/support/deps";
import { contentQuestion, createExam, questionFixtures } from "../../../tests/support/question-fixtures";
import { addQuestionsToExam } from "./add-questions";
import { listExamOptions } from "./exam-options";

describeEachDatabase("adding questions to exams, and duplicating questions", (database) => {
  let ana: Ctx;
  let bruno: Ctx;
  let fx: Awaited<ReturnType<typeof questionFixtures>>;
  beforeAll(async () => {
    const { prisma } = database();
    ana = await testCtx(testDeps(database()), await demoUser(prisma, demo.ana));
    bruno = await testCtx(testDeps(database()), await demoUser(prisma, demo.bruno));
    fx = await questionFixtures(prisma);
  });

  const question = (disciplineId: number, subject: number | string) =>
    createQuestion(ana, { ...contentQuestion(fx), discipline_id: disciplineId, subject });

  it("appends questions in order, skips those already there, and lists the exam as an option", async () => {
    const deps = testDeps(database());
    const exam = await createExam(deps.db.prisma, fx.aurora.id, [fx.auroraGroup.id]);
    const [a, b] = [await question(fx.discipline.id, fx.subject.id), await question(fx.discipline.id, fx.subject.id)];
    await expect(addQuestionsToExam(ana, { examId: exam.id, questionIds: [a.id] })).resolves.toEqual({
      added: 1,
      skipped: 0,
    });
    await expect(addQuestionsToExam(ana, { examId: exam.id, questionIds: [a.id, b.id] })).resolves.toEqual({
      added: 1,
      skipped: 1,
    });
    const rows = await deps.db.prisma.examQuestion.findMany({
      where: { examId: exam.id },
      orderBy: { position: "asc" },
    });
    expect(rows.map((r) => r.questionId)).toEqual([a.id, b.id]);
    const option = (await listExamOptions(ana)).find((o) => o.id === exam.id);
    expect(option?.discipline_ids).toContain(fx.discipline.id);
    expect((await listExamOptions(bruno)).map((o) => o.id)).not.toContain(exam.id);
  });

  it("refuses another school's exam (403), an unknown exam (404) and a discipline the exam's groups lack (422)", async () => {
    const deps = testDeps(database());
    const exam = await createExam(deps.db.prisma, fx.aurora.id, [fx.auroraGroup.id]);
    const q = await question(fx.discipline.id, fx.subject.id);
    await expect(addQuestionsToExam(bruno, { examId: exam.id, questionIds: [q.id] })).rejects.toMatchObject({
      status: 403,
    });
    await expect(addQuestionsToExam(ana, { examId: crypto.randomUUID(), questionIds: [q.id] })).rejects.toMatchObject({
      status: 404,
    });
    const lacking = await deps.db.prisma.discipline.findFirst({
      where: { owners: { some: { schoolId: fx.aurora.id } }, groups: { none: { groupId: fx.auroraGroup.id } } },
      include: { subjects: true },
    });
    if (lacking?.subjects[0]) {
      const other = await question(lacking.id, lacking.subjects[0].id);
      await expect(addQuestionsToExam(ana, { examId: exam.id, questionIds: [other.id] })).rejects.toMatchObject({
        status: 422,
      });
    }
  });

  it("duplicates a question with its content and windows but no exams", async () => {
    const deps = testDeps(database());
    const exam = await createExam(deps.db.prisma, fx.aurora.id, [fx.auroraGroup.id]);
    const original = await createQuestion(ana, {
      ...contentQuestion(fx),
      description: "Original",
      type: "MULTIPLE_CHOICE",
      answers: [
        { description: "a", is_correct_answer: true },
        { description: "b", is_correct_answer: false },
      ],
      question_to_groups: [{ group_ids: [fx.auroraGroup.id], available_after: 0, available_before: 1000 }],
      exams: [{ id: exam.id }],
    });
    const copy = await duplicateQuestion(ana, { questionId: original.id });
    expect(copy.id).not.toBe(original.id);
    expect({
      ...copy,
      id: original.id,
      answers: original.answers,
      exams: original.exams,
      created_at: original.created_at,
      updated_at: original.updated_at,
    }).toEqual(original);
    expect(copy.answers.map((a) => a.description)).toEqual(["a", "b"]);
    expect(copy.exams).toEqual([]);
  });
});
