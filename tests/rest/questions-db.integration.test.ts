import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { jsonClient, type JsonClient } from "../support/http";
import { createExam, questionFixtures } from "../support/question-fixtures";
import { startRestServer } from "../support/rest-server";
import { nowMs } from "@/server/time/now";

describeEachDatabase("question database writes over HTTP", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let as: Record<"admin" | "ana" | "bruno" | "sofia" | "anonymous", JsonClient>;
  let fx: Awaited<ReturnType<typeof questionFixtures>>;
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
  });
  afterAll(() => server.close());

  const now = nowMs();
  const body = (extra: Record<string, unknown> = {}) => ({
    belongs_to: { id: fx.aurora.id },
    description: "Qual é a raiz de $x^2 = 4$? ![gráfico](https://example.com/grafico.png)",
    discipline_id: fx.discipline.id,
    subject: fx.subject.id,
    type: "MULTIPLE_CHOICE",
    difficulty: "MEDIUM",
    source: "ENEM 2023",
    source_edition: "1ª aplicação",
    source_question_number: 42,
    solution: "Fatore.",
    answers: [
      { description: "2", is_correct_answer: true },
      { description: "3", is_correct_answer: false },
    ],
    question_to_groups: [{ group_ids: [fx.auroraGroup.id], available_after: now, available_before: now + 86_400_000 }],
    ...extra,
  });

  it("creates a question (201) and returns every field, answers with ids", async () => {
    const exam = await createExam(database().prisma, fx.aurora.id, [fx.auroraGroup.id]);
    const created = await as.ana(
      "POST",
      "/api/exams/questions-db",
      body({ exams: [{ id: exam.id }], other_subjects: [{ id: fx.discipline.subjects[1]!.id }] }),
    );
    expect(created.status).toBe(201);
    expect(created.headers.get("location")).toBe(`/api/exams/questions-db/${created.body.id}`);
    expect(created.body).toMatchObject({
      id: expect.any(String),
      belongs_to: { id: fx.aurora.id, name: "Escola Aurora" },
      discipline_id: fx.discipline.id,
      subject: { id: fx.subject.id, name: fx.subject.name },
      type: "MULTIPLE_CHOICE",
      difficulty: "MEDIUM",
      source: "ENEM 2023",
      source_edition: "1ª aplicação",
      source_edition_observation: null,
      source_question_number: 42,
      solution: "Fatore.",
      hint: null,
      other_subjects: [{ id: fx.discipline.subjects[1]!.id, name: fx.discipline.subjects[1]!.name }],
      question_to_groups: [
        {
          group_ids: [fx.auroraGroup.id],
          available_after: new Date(now).toISOString(),
          available_before: new Date(now + 86_400_000).toISOString(),
        },
      ],
      exams: [{ id: exam.id, name: exam.name }],
    });
    expect(created.body.answers).toEqual([
      { id: expect.any(String), description: "2", is_correct_answer: true },
      { id: expect.any(String), description: "3", is_correct_answer: false },
    ]);
    const read = await as.ana("GET", `/api/exams/questions-db/${created.body.id}`);
    expect(read.body).toEqual(created.body);
  });

  it("creates a new subject for a string subject, even when one of that name exists", async () => {
    const { prisma } = database();
    const before = await prisma.subject.count({ where: { disciplineId: fx.discipline.id, name: fx.subject.name } });
    const created = await as.ana("POST", "/api/exams/questions-db", body({ subject: fx.subject.name }));
    expect(created.status).toBe(201);
    expect(created.body.subject.id).not.toBe(fx.subject.id);
    expect(created.body.subject.name).toBe(fx.subject.name);
    expect(await prisma.subject.count({ where: { disciplineId: fx.discipline.id, name: fx.subject.name } })).toBe(
      before + 1,
    );
  });

  it("puts a question in several exams, and on update changes only the exams the caller can reach", async () => {
    const { prisma } = database();
    const auroraExam = await createExam(prisma, fx.aurora.id, [fx.auroraGroup.id]);
    const secondAurora = await createExam(prisma, fx.aurora.id, [fx.auroraGroup.id]);
    const borealExam = await createExam(prisma, fx.boreal.id, [fx.borealGroup.id]);
    const created = await as.admin(
      "POST",
      "/api/exams/questions-db",
      body({ exams: [{ id: auroraExam.id }, { id: borealExam.id }] }),
    );
    expect(created.status).toBe(201);
    expect(created.body.exams.map((e: { id: string }) => e.id).sort()).toEqual([auroraExam.id, borealExam.id].sort());

    const updated = await as.ana(
      "PATCH",
      `/api/exams/questions-db/${created.body.id}`,
      body({ exams: [{ id: secondAurora.id }] }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.exams.map((e: { id: string }) => e.id).sort()).toEqual([secondAurora.id, borealExam.id].sort());
  });

  it("refuses groups without the question's discipline, bad windows and answers that break the type's rules (422)", async () => {
    if (fx.groupWithout) {
      const wrongGroup = await as.ana(
        "POST",
        "/api/exams/questions-db",
        body({
          question_to_groups: [{ group_ids: [fx.groupWithout.id], available_after: now, available_before: now + 1 }],
        }),
      );
      expect(wrongGroup.status).toBe(422);
      expect(wrongGroup.body.error.issues[0].path).toEqual(["question_to_groups", 0, "group_ids"]);
    }
    const window = await as.ana(
      "POST",
      "/api/exams/questions-db",
      body({ question_to_groups: [{ group_ids: [fx.auroraGroup.id], available_after: now, available_before: now }] }),
    );
    expect(window.status).toBe(422);
    const cases: [Record<string, unknown>, number][] = [
      [{ answers: [{ description: "só uma", is_correct_answer: true }] }, 422],
      [
        {
          answers: [
            { description: "a", is_correct_answer: false },
            { description: "b", is_correct_answer: false },
          ],
        },
        422,
      ],
      [{ type: "CONTENT" }, 422],
      [{ type: "CONTENT", answers: [] }, 201],
      [{ type: "DISCURSIVE", answers: [{ description: "Resposta esperada", is_correct_answer: true }] }, 201],
      [
        {
          type: "DISCURSIVE",
          answers: [
            { description: "a", is_correct_answer: true },
            { description: "b", is_correct_answer: true },
          ],
        },
        422,
      ],
      [{ subject: fx.otherDiscipline.subjects[0]!.id }, 422],
    ];
    for (const [extra, status] of cases)
      expect((await as.ana("POST", "/api/exams/questions-db", body(extra))).status, JSON.stringify(extra)).toBe(status);
  });

  it("answers 400 for wrong types, 422 for missing fields, 401 and 403 for access, and writes nothing", async () => {
    const { prisma } = database();
    const [questions, subjects] = [await prisma.bankQuestion.count(), await prisma.subject.count()];
    const exam = await createExam(prisma, fx.boreal.id, [fx.borealGroup.id]);
    const missing = await as.ana("POST", "/api/exams/questions-db", {
      belongs_to: { id: fx.aurora.id },
      type: "CONTENT",
      answers: [],
    });
    expect(missing.status).toBe(422);
    expect(missing.body.error.issues.map((i: { path: string[] }) => i.path[0]).sort()).toEqual([
      "description",
      "discipline_id",
      "source",
      "subject",
    ]);
    expect((await as.ana("POST", "/api/exams/questions-db", body({ type: "ESSAY" }))).status).toBe(400);
    expect((await as.ana("POST", "/api/exams/questions-db", body({ discipline_id: "1" }))).status).toBe(400);
    expect((await as.ana("POST", "/api/exams/questions-db", body({ belongs_to: { id: "aurora" } }))).status).toBe(400);
    expect((await as.anonymous("POST", "/api/exams/questions-db", body())).status).toBe(401);
    expect((await as.sofia("POST", "/api/exams/questions-db", body())).status).toBe(403);
    expect((await as.ana("POST", "/api/exams/questions-db", body({ belongs_to: { id: fx.boreal.id } }))).status).toBe(
      403,
    );
    expect(
      (
        await as.ana(
          "POST",
          "/api/exams/questions-db",
          body({
            question_to_groups: [{ group_ids: [fx.borealGroup.id], available_after: now, available_before: now + 1 }],
          }),
        )
      ).status,
    ).toBe(403);
    expect(
      (await as.ana("POST", "/api/exams/questions-db", body({ subject: "Novo assunto", exams: [{ id: exam.id }] })))
        .status,
    ).toBe(403);
    // A string subject is created inside the transaction; a refusal later in it leaves no subject behind.
    expect(
      (
        await as.admin(
          "POST",
          "/api/exams/questions-db",
          body({ subject: "Assunto órfão", exams: [{ id: crypto.randomUUID() }] }),
        )
      ).status,
    ).toBe(422);
    expect([await prisma.bankQuestion.count(), await prisma.subject.count()]).toEqual([questions, subjects]);
  });

  it("refuses markdown the renderer would not draw (422 with its code) and writes nothing", async () => {
    const { prisma } = database();
    const questions = await prisma.bankQuestion.count();
    const refused = async (extra: Record<string, unknown>) => {
      const answer = await as.ana("POST", "/api/exams/questions-db", body(extra));
      expect(answer.status).toBe(422);
      return answer.body.error.issues.map((i: { path: unknown[]; code: string }) => [i.path.join("."), i.code]);
    };
    expect(await refused({ description: "> ".repeat(3000) + "x" })).toEqual([["description", "markdown_too_deep"]]);
    expect(await refused({ solution: "- ".repeat(1000) + "x" })).toEqual([["solution", "markdown_too_deep"]]);
    expect(
      await refused({
        answers: [
          { description: "*".repeat(20000) + "x" + "*".repeat(20000), is_correct_answer: true },
          { description: "3", is_correct_answer: false },
        ],
      }),
    ).toEqual([["answers.0.description", "markdown_too_many_delimiters"]]);
    expect(await prisma.bankQuestion.count()).toBe(questions);
  });

  it("answers 404 for an unknown question and 403 for another school's, on read and update", async () => {
    const borealQuestion = await as.bruno(
      "POST",
      "/api/exams/questions-db",
      body({ belongs_to: { id: fx.boreal.id }, question_to_groups: [] }),
    );
    expect(borealQuestion.status).toBe(201);
    expect((await as.ana("PATCH", `/api/exams/questions-db/${borealQuestion.body.id}`, body())).status).toBe(403);
    expect((await as.ana("GET", `/api/exams/questions-db/${borealQuestion.body.id}`)).status).toBe(403);
    expect((await as.ana("PATCH", `/api/exams/questions-db/${crypto.randomUUID()}`, body())).status).toBe(404);
    expect((await as.ana("GET", `/api/exams/questions-db/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await as.ana("PATCH", "/api/exams/questions-db/not-a-uuid", body())).status).toBe(400);
    const { source: _source, ...withoutSource } = body();
    expect(
      (
        await as.bruno("PATCH", `/api/exams/questions-db/${borealQuestion.body.id}`, {
          ...withoutSource,
          belongs_to: { id: fx.boreal.id },
        })
      ).status,
    ).toBe(422);
  });
});
