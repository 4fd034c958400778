import { afterAll, beforeAll, expect, it } from "vitest";
import { addQuestionsToExam } from "@/server/exams/add-questions";
import { bearer, demo, demoUser } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testCtx, testDeps } from "../support/deps";
import { jsonClient, type JsonClient } from "../support/http";
import { createExam, questionFixtures } from "../support/question-fixtures";
import { startRestServer } from "../support/rest-server";

describeEachDatabase("parallel writes of one exam", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let ana: JsonClient;
  let fx: Awaited<ReturnType<typeof questionFixtures>>;
  let questionIds: string[];
  beforeAll(async () => {
    const { prisma } = database();
    server = await startRestServer(testDeps(database()));
    ana = jsonClient(server.url, await bearer(prisma, demo.ana));
    fx = await questionFixtures(prisma);
    const questions = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        prisma.bankQuestion.create({
          data: {
            schoolId: fx.aurora.id,
            disciplineId: fx.discipline.id,
            subjectId: fx.subject.id,
            type: "CONTENT",
            description: `Paralela ${n}`,
            source: "Teste",
          },
        }),
      ),
    );
    questionIds = questions.map((q) => q.id);
  });
  afterAll(() => server.close());

  it("ends 20 parallel PATCHes in one of the sent states, whole", async () => {
    const exam = await createExam(database().prisma, fx.aurora.id, [fx.auroraGroup.id]);
    const start = Date.UTC(2030, 0, 1);
    const sent = Array.from({ length: 20 }, (_, i) => ({
      name: `Versão ${i}`,
      description: `Descrição ${i}`,
      exam_to_groups: [
        {
          group_ids: [fx.auroraGroup.id],
          available_after: start + i * 60_000,
          available_before: start + 86_400_000 + i,
          instant_answer_feedback: i % 2 === 0,
          allow_multiple_answers: i % 3 === 0,
          is_readonly: i % 5 === 0,
        },
      ],
      // Every version orders a different subset of the questions.
      question_ids: Array.from({ length: 1 + (i % 4) }, (_, j) => questionIds[(i + j) % questionIds.length]!),
    }));
    const responses = await Promise.all(sent.map((body) => ana("PATCH", `/api/exams/${exam.id}`, body)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const final = (await ana("GET", `/api/exams/${exam.id}`)).body;
    const version = sent[Number(final.name.replace("Versão ", ""))]!;
    expect(final).toMatchObject({
      description: version.description,
      question_ids: version.question_ids,
      exam_to_groups: version.exam_to_groups.map((g) => ({
        ...g,
        available_after: new Date(g.available_after).toISOString(),
        available_before: new Date(g.available_before).toISOString(),
      })),
    });
  });

  // exam_questions' key (exam, question) is the unique constraint that API writes can race on.
  it("adds a question sent by 10 parallel bulk adds once, at one position", async () => {
    const { prisma } = database();
    const exam = await createExam(prisma, fx.aurora.id, [fx.auroraGroup.id]);
    const ctx = await testCtx(testDeps(database()), await demoUser(prisma, demo.ana));
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        addQuestionsToExam(ctx, { examId: exam.id, questionIds: [questionIds[0]!, questionIds[1]!] }),
      ),
    );
    expect(results.reduce((sum, r) => sum + r.added, 0)).toBe(2);
    const rows = await prisma.examQuestion.findMany({ where: { examId: exam.id }, orderBy: { position: "asc" } });
    expect(rows.map((r) => [r.questionId, r.position])).toEqual([
      [questionIds[0], 0],
      [questionIds[1], 1],
    ]);
  });

  it("links a question to an exam from the question side while the exam is rewritten, without a conflict", async () => {
    const exam = await createExam(database().prisma, fx.aurora.id, [fx.auroraGroup.id]);
    const start = Date.UTC(2030, 0, 1);
    const examBody = {
      name: "Com links",
      description: "",
      exam_to_groups: [
        {
          group_ids: [fx.auroraGroup.id],
          available_after: start,
          available_before: start + 1,
          instant_answer_feedback: false,
          allow_multiple_answers: false,
          is_readonly: false,
        },
      ],
      question_ids: [questionIds[2]!],
    };
    const question = (await ana("GET", `/api/exams/questions-db/${questionIds[2]}`)).body;
    const questionBody = {
      belongs_to: { id: fx.aurora.id },
      description: question.description,
      discipline_id: fx.discipline.id,
      subject: fx.subject.id,
      type: "CONTENT",
      source: "Teste",
      answers: [],
      exams: [{ id: exam.id }],
    };
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? ana("PATCH", `/api/exams/${exam.id}`, examBody)
          : ana("PATCH", `/api/exams/questions-db/${questionIds[2]}`, questionBody),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect((await ana("GET", `/api/exams/${exam.id}`)).body.question_ids).toEqual([questionIds[2]]);
  });
});
