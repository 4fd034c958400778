import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { jsonClient, type JsonClient } from "../support/http";
import { createExam, questionFixtures } from "../support/question-fixtures";
import { startRestServer } from "../support/rest-server";
import { now as appNow } from "@/server/time/now";

describeEachDatabase("deleting exams over HTTP", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let ana: JsonClient;
  let fx: Awaited<ReturnType<typeof questionFixtures>>;
  beforeAll(async () => {
    const { prisma } = database();
    server = await startRestServer(testDeps(database()));
    ana = jsonClient(server.url, await bearer(prisma, demo.ana));
    fx = await questionFixtures(prisma);
  });
  afterAll(() => server.close());

  const withQuestion = async () => {
    const { prisma } = database();
    const exam = await createExam(prisma, fx.aurora.id, [fx.auroraGroup.id]);
    const question = await prisma.bankQuestion.findFirstOrThrow({
      where: { schoolId: fx.aurora.id, disciplineId: fx.discipline.id },
    });
    await prisma.examQuestion.create({ data: { examId: exam.id, questionId: question.id, position: 0 } });
    return { exam, question };
  };

  it("removes an exam nobody answered with its assignments, keeps its questions, and audits it", async () => {
    const { prisma } = database();
    const { exam, question } = await withQuestion();
    expect(await ana("DELETE", `/api/exams/${exam.id}`)).toMatchObject({ status: 200, body: { id: exam.id } });
    expect((await ana("GET", `/api/exams/${exam.id}`)).status).toBe(404);
    expect(await prisma.examGroup.count({ where: { examId: exam.id } })).toBe(0);
    expect(await prisma.examQuestion.count({ where: { examId: exam.id } })).toBe(0);
    expect(await prisma.bankQuestion.count({ where: { id: question.id } })).toBe(1);
    const entry = await prisma.auditEntry.findFirstOrThrow({ where: { entityId: exam.id, action: "exam.delete" } });
    expect(entry.before).toMatchObject({ id: exam.id, question_ids: [question.id] });
    expect((await ana("DELETE", `/api/exams/${exam.id}`)).status).toBe(404);
  });

  it("refuses with 409 an exam students answered, and keeps everything", async () => {
    const { prisma } = database();
    const { exam, question } = await withQuestion();
    const sofia = await prisma.user.findUniqueOrThrow({ where: { email: demo.sofia } });
    await prisma.studentEvent.create({
      data: {
        studentId: sofia.id,
        questionId: question.id,
        examId: exam.id,
        event: "WRONG_ANSWER",
        createdAt: appNow(),
      },
    });
    const refused = await ana("DELETE", `/api/exams/${exam.id}`);
    expect(refused).toMatchObject({
      status: 409,
      body: { error: { reason: "exam_has_student_events", params: { count: 1 } } },
    });
    expect(await prisma.exam.count({ where: { id: exam.id } })).toBe(1);
    expect(await prisma.studentEvent.count({ where: { examId: exam.id } })).toBe(1);
  });
});
