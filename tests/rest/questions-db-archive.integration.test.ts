import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { jsonClient, type JsonClient } from "../support/http";
import { questionFixtures } from "../support/question-fixtures";
import { startRestServer } from "../support/rest-server";
import { nowMs, now as appNow } from "@/server/time/now";

describeEachDatabase("deleting and archiving questions over HTTP", (database) => {
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

  const now = nowMs();
  const create = async (tag = `arquivo-${crypto.randomUUID().slice(0, 8)}`) => {
    const created = await ana("POST", "/api/exams/questions-db", {
      belongs_to: { id: fx.aurora.id },
      description: `Questão ${tag}`,
      discipline_id: fx.discipline.id,
      subject: fx.subject.id,
      type: "DISCURSIVE",
      source: "Arquivo",
      answers: [],
      question_to_groups: [
        { group_ids: [fx.auroraGroup.id], available_after: now, available_before: now + 86_400_000 },
      ],
    });
    expect(created.status).toBe(201);
    return { id: created.body.id as string, tag };
  };
  const listed = async (tag: string, archived = "") =>
    ((await ana("GET", `/api/exams/questions-db?q=${tag}${archived}`)).body.items as { id: string }[]).map((i) => i.id);
  const audit = (entityId: string) =>
    database().prisma.auditEntry.findMany({ where: { entityId }, orderBy: { at: "asc" }, select: { action: true } });
  const examBody = (questionIds: string[]) => ({
    name: "Prova do arquivo",
    description: "Arquivo",
    exam_to_groups: [
      {
        group_ids: [fx.auroraGroup.id],
        available_after: now,
        available_before: now + 86_400_000,
        instant_answer_feedback: false,
        allow_multiple_answers: true,
        is_readonly: false,
      },
    ],
    question_ids: questionIds,
  });

  it("removes a question nobody answered and that is in no exam, audited as question.delete", async () => {
    const { id, tag } = await create();
    const deleted = await ana("DELETE", `/api/exams/questions-db/${id}`);
    expect(deleted).toMatchObject({ status: 200, body: { id, outcome: "deleted" } });
    expect((await ana("GET", `/api/exams/questions-db/${id}`)).status).toBe(404);
    expect(await listed(tag, "&archived=only")).toEqual([]);
    expect((await audit(id)).map((e) => e.action)).toEqual(["question.create", "question.delete"]);
    expect((await ana("DELETE", `/api/exams/questions-db/${id}`)).status).toBe(404);
  });

  it("archives an answered question instead: out of the list, its answers still counted, back on restore", async () => {
    const { prisma } = database();
    const { id, tag } = await create();
    const sofia = await prisma.user.findUniqueOrThrow({ where: { email: demo.sofia } });
    await prisma.studentEvent.create({
      data: { studentId: sofia.id, questionId: id, event: "CORRECT_ANSWER", createdAt: appNow() },
    });

    const deleted = await ana("DELETE", `/api/exams/questions-db/${id}`);
    expect(deleted).toMatchObject({ status: 200, body: { id, outcome: "archived" } });
    expect(await prisma.studentEvent.count({ where: { questionId: id } })).toBe(1);
    expect(await listed(tag)).toEqual([]);
    const archived = await ana("GET", `/api/exams/questions-db?q=${tag}&archived=only`);
    expect(archived.body.items).toMatchObject([{ id, times_answered: 1, first_attempt_facility: 1 }]);
    const current = await create(tag);
    expect(await listed(tag, "&archived=include")).toEqual(expect.arrayContaining([id, current.id]));
    expect(await listed(tag)).toEqual([current.id]);
    expect((await ana("DELETE", `/api/exams/questions-db/${current.id}`)).body.outcome).toBe("deleted");
    expect((await ana("GET", `/api/exams/questions-db/${id}`)).body.archived_at).toEqual(expect.any(String));

    const refused = await ana("POST", "/api/exams", examBody([id]));
    expect(refused).toMatchObject({ status: 422, body: { error: { reason: "question_archived" } } });

    expect(await ana("POST", `/api/exams/questions-db/${id}/restore`)).toMatchObject({
      status: 200,
      body: { question_ids: [id] },
    });
    expect(await listed(tag)).toEqual([id]);
    expect((await ana("GET", `/api/exams/questions-db/${id}`)).body.archived_at).toBeNull();
    expect((await ana("POST", `/api/exams/questions-db/${id}/restore`)).body.question_ids).toEqual([]);
    expect((await audit(id)).map((e) => e.action)).toEqual(["question.create", "question.archive", "question.restore"]);
  });

  it("keeps an archived question in the exams that have it, which can still be saved", async () => {
    const { id, tag } = await create();
    const exam = await ana("POST", "/api/exams", examBody([id]));
    expect(exam.status).toBe(201);
    expect(await ana("POST", `/api/exams/questions-db/${id}/archive`)).toMatchObject({
      status: 200,
      body: { question_ids: [id] },
    });
    expect(await listed(tag)).toEqual([]);
    expect((await ana("GET", `/api/exams/${exam.body.id}`)).body.question_ids).toEqual([id]);
    // The exam's editor reads its questions through the list by exam_id: archived ones included.
    const ofExam = await ana("GET", `/api/exams/questions-db?exam_id=${exam.body.id}`);
    expect(ofExam.body.items.map((i: { id: string }) => i.id)).toEqual([id]);
    const saved = await ana("PATCH", `/api/exams/${exam.body.id}`, examBody([id]));
    expect(saved.status).toBe(200);
    expect((await ana("DELETE", `/api/exams/questions-db/${id}`)).body.outcome).toBe("archived");
    expect(await database().prisma.bankQuestion.count({ where: { id } })).toBe(1);
  });
});
