import { afterAll, beforeAll, expect, it } from "vitest";
import { usersPerformance } from "@/server/performance/users-performance";
import { bearer, demo, demoUser } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testCtx, testDeps } from "../support/deps";
import { jsonClient, type JsonClient } from "../support/http";
import { questionFixtures } from "../support/question-fixtures";
import { startRestServer } from "../support/rest-server";
import { nowMs } from "@/server/time/now";

describeEachDatabase("exams over HTTP", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let as: Record<"admin" | "ana" | "bruno" | "sofia" | "anonymous", JsonClient>;
  let fx: Awaited<ReturnType<typeof questionFixtures>>;
  let questionIds: string[];
  beforeAll(async () => {
    const { prisma } = database();
    server = await startRestServer(testDeps(database()));
    const client = async (email: string) => jsonClient(server.url, await bearer(prisma, email));
    as = {
      admin: await client(demo.admin),
      ana: await client(demo.ana),
      bruno: await client(demo.bruno),
      sofia: await client(demo.sofia),
      anonymous: jsonClient(server.url, {}),
    };
    fx = await questionFixtures(prisma);
    const questions = await Promise.all(
      [1, 2, 3].map((n) =>
        prisma.bankQuestion.create({
          data: {
            schoolId: fx.aurora.id,
            disciplineId: fx.discipline.id,
            subjectId: fx.subject.id,
            type: "CONTENT",
            description: `Questão ${n}`,
            source: "Teste",
          },
        }),
      ),
    );
    questionIds = questions.map((q) => q.id);
  });
  afterAll(() => server.close());

  const now = nowMs();
  const exam = (extra: Record<string, unknown> = {}) => ({
    name: "Simulado de Matemática",
    description: "Primeiro bimestre",
    exam_to_groups: [
      {
        group_ids: [fx.auroraGroup.id],
        available_after: now,
        available_before: now + 86_400_000,
        instant_answer_feedback: true,
        allow_multiple_answers: false,
        is_readonly: false,
      },
    ],
    question_ids: questionIds,
    ...extra,
  });

  it("creates an exam (201) with its groups and ordered questions, and replaces them on update (200)", async () => {
    const created = await as.ana("POST", "/api/exams", exam());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(String),
      name: "Simulado de Matemática",
      school_id: fx.aurora.id,
      exam_to_groups: [
        {
          group_ids: [fx.auroraGroup.id],
          available_after: new Date(now).toISOString(),
          available_before: new Date(now + 86_400_000).toISOString(),
          instant_answer_feedback: true,
          allow_multiple_answers: false,
          is_readonly: false,
        },
      ],
      question_ids: questionIds,
    });
    const reordered = [questionIds[2]!, questionIds[0]!];
    const updated = await as.ana(
      "PATCH",
      `/api/exams/${created.body.id}`,
      exam({
        name: "Simulado 2",
        question_ids: reordered,
        exam_to_groups: [{ ...exam().exam_to_groups[0], is_readonly: true }],
      }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: "Simulado 2",
      question_ids: reordered,
      exam_to_groups: [{ is_readonly: true }],
    });
    expect((await as.ana("GET", `/api/exams/${created.body.id}`)).body).toEqual(updated.body);
    const list = await as.ana("GET", `/api/exams?group_id=${fx.auroraGroup.id}&state=open`);
    expect(list.body.items.find((e: { id: string }) => e.id === created.body.id)).toMatchObject({
      state: "open",
      question_count: 2,
    });
    expect(
      (await as.ana("GET", "/api/exams?state=upcoming")).body.items.map((e: { id: string }) => e.id),
    ).not.toContain(created.body.id);
  });

  it("answers 422 for missing fields, empty lists, inverted windows and a question of a discipline the group lacks", async () => {
    const before = await database().prisma.exam.count();
    const cases: Record<string, unknown>[] = [
      { name: undefined },
      { exam_to_groups: [] },
      { exam_to_groups: [{ ...exam().exam_to_groups[0], group_ids: [] }] },
      { exam_to_groups: [{ ...exam().exam_to_groups[0], available_after: now + 1, available_before: now }] },
      { question_ids: [crypto.randomUUID()] },
    ];
    if (fx.groupWithout)
      cases.push({ exam_to_groups: [{ ...exam().exam_to_groups[0], group_ids: [fx.groupWithout.id] }] });
    for (const extra of cases) {
      // An unknown question is 422 to the platform admin; to a school admin it is 403 like another school's (docs/security.md).
      const response = await (extra.question_ids ? as.admin : as.ana)("POST", "/api/exams", exam(extra));
      expect(response.status, JSON.stringify(extra)).toBe(422);
      expect(response.body.error.code).toBe("UNPROCESSABLE");
    }
    const { exam_to_groups: _groups, ...withoutGroups } = exam();
    expect((await as.ana("POST", "/api/exams", withoutGroups)).status).toBe(422);
    expect(await database().prisma.exam.count()).toBe(before);
  });

  it("answers 400 for wrong types, 401 and 403 for access, 404 for an unknown exam", async () => {
    expect(
      (
        await as.ana(
          "POST",
          "/api/exams",
          exam({ exam_to_groups: [{ ...exam().exam_to_groups[0], is_readonly: "yes" }] }),
        )
      ).status,
    ).toBe(400);
    expect((await as.ana("POST", "/api/exams", exam({ question_ids: ["nope"] }))).status).toBe(400);
    expect((await as.anonymous("POST", "/api/exams", exam())).status).toBe(401);
    expect((await as.sofia("POST", "/api/exams", exam())).status).toBe(403);
    expect((await as.bruno("POST", "/api/exams", exam())).status).toBe(403);
    const borealQuestion = await database().prisma.bankQuestion.create({
      data: {
        schoolId: fx.boreal.id,
        disciplineId: fx.discipline.id,
        subjectId: fx.subject.id,
        type: "CONTENT",
        description: "B",
        source: "B",
      },
    });
    expect((await as.ana("POST", "/api/exams", exam({ question_ids: [borealQuestion.id] }))).status).toBe(403);
    const created = await as.ana("POST", "/api/exams", exam());
    expect((await as.bruno("PATCH", `/api/exams/${created.body.id}`, exam())).status).toBe(403);
    expect((await as.bruno("GET", `/api/exams/${created.body.id}`)).status).toBe(403);
    expect((await as.ana("PATCH", `/api/exams/${crypto.randomUUID()}`, exam())).status).toBe(404);
    expect((await as.ana("GET", `/api/exams/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await as.ana("PATCH", `/api/exams/${created.body.id}`, { name: "só o nome" })).status).toBe(422);
  });

  it('duplicates an exam (201) as "<name> (cópia)" with its questions and groups; 401, 403, 404 as the read', async () => {
    const created = await as.ana("POST", "/api/exams", exam());
    const duplicate = (id: string) => ({ exam_id: id });
    const copy = await as.ana("POST", "/api/exams/duplicates", duplicate(created.body.id));
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      name: "Simulado de Matemática (cópia)",
      question_ids: questionIds,
      exam_to_groups: created.body.exam_to_groups,
    });
    expect(copy.body.id).not.toBe(created.body.id);
    expect(created.headers.get("location")).toBe(`/api/exams/${created.body.id}`);
    expect(copy.headers.get("location")).toBe(`/api/exams/${copy.body.id}`);
    expect((await as.ana("GET", `/api/exams/${copy.body.id}`)).body).toEqual(copy.body);
    expect((await as.anonymous("POST", "/api/exams/duplicates", duplicate(created.body.id))).status).toBe(401);
    expect((await as.sofia("POST", "/api/exams/duplicates", duplicate(created.body.id))).status).toBe(403);
    expect((await as.bruno("POST", "/api/exams/duplicates", duplicate(created.body.id))).status).toBe(403);
    expect((await as.ana("POST", "/api/exams/duplicates", duplicate(crypto.randomUUID()))).status).toBe(404);
    expect((await as.ana("POST", "/api/exams/duplicates", duplicate("nope"))).status).toBe(400);
  });

  it("serves GET /exams/users within scope, with 400, 401 and 403 as the spec lists", async () => {
    const all = await as.ana("GET", "/api/exams/users");
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThan(0);
    const auroraGroups = (
      await database().prisma.group.findMany({ where: { schoolId: fx.aurora.id }, select: { id: true } })
    ).map((g) => g.id);
    const inAurora = await database().prisma.user.count({
      where: {
        id: { in: all.body.map((s: { id: string }) => s.id) },
        groupMemberships: { some: { groupId: { in: auroraGroups } } },
      },
    });
    expect(inAurora).toBe(all.body.length);
    const oneGroup = await as.ana("GET", `/api/exams/users?group_ids=${fx.auroraGroup.id}&school_id=${fx.aurora.id}`);
    expect(oneGroup.status).toBe(200);
    expect(oneGroup.body.length).toBeLessThanOrEqual(all.body.length);
    expect(Object.keys(oneGroup.body[0])).toEqual([
      "id",
      "first_name",
      "last_name",
      "profile_photo_url",
      "total_exams_count",
      "total_quizzes_count",
      "total_questions_seen_count",
      "total_questions_answered_count",
      "correct_answers_count",
      "average_answer_time",
      "average_answers_until_correct",
      "events",
    ]);
    expect((await as.ana("GET", `/api/exams/users?group_ids=${fx.auroraGroup.id},${fx.borealGroup.id}`)).status).toBe(
      403,
    );
    expect((await as.ana("GET", `/api/exams/users?school_id=${fx.boreal.id}`)).status).toBe(403);
    expect((await as.ana("GET", "/api/exams/users?group_ids=abc")).status).toBe(400);
    expect((await as.ana("GET", "/api/exams/users?start_date=yesterday")).status).toBe(400);
    expect((await as.sofia("GET", "/api/exams/users")).status).toBe(403);
    expect((await as.anonymous("GET", "/api/exams/users")).status).toBe(401);
  });

  it("answers GET /exams/users with exactly the records the service computes, whatever the filters", async () => {
    const { prisma } = database();
    const admin = await demoUser(prisma, demo.admin);
    const ctx = await testCtx(testDeps(database()), admin);
    const event = await prisma.studentEvent.findFirstOrThrow({
      where: { examId: { not: null } },
      orderBy: { createdAt: "asc" },
    });
    const examId = event.examId!;
    const queries = [
      {},
      { exam_id: examId },
      { school_id: fx.aurora.id, question_id: event.questionId },
      {
        group_ids: [fx.auroraGroup.id],
        start_date: event.createdAt.getTime(),
        end_date: event.createdAt.getTime() + 30 * 86_400_000,
      },
      { school_id: fx.aurora.id, start_date: 0, end_date: 1 },
    ];
    for (const query of queries) {
      const search = new URLSearchParams(
        Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : String(v)]),
      );
      const answer = await as.admin("GET", `/api/exams/users?${search}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(JSON.parse(JSON.stringify(await usersPerformance(ctx, query))));
    }
    const withEvents = (await as.admin("GET", `/api/exams/users?exam_id=${examId}`)).body.filter(
      (s: { events: unknown[] }) => s.events.length > 0,
    );
    expect(withEvents.length).toBeGreaterThan(0);
    // Eleven reads of every student's performance, four of them of the whole demo: on PGlite, under a loaded
    // machine, more than the default 30 s.
  }, 90_000);
});
