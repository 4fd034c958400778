import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { jsonClient, type JsonClient } from "../support/http";
import { questionFixtures } from "../support/question-fixtures";
import { startRestServer } from "../support/rest-server";

describeEachDatabase("question database search and concurrency over HTTP", (database) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let ana: JsonClient;
  let bruno: JsonClient;
  let fx: Awaited<ReturnType<typeof questionFixtures>>;
  const token = `zq${crypto.randomUUID().slice(0, 8)}`;
  const ids: string[] = [];
  beforeAll(async () => {
    const { prisma } = database();
    server = await startRestServer(testDeps(database()));
    ana = jsonClient(server.url, await bearer(prisma, demo.ana));
    bruno = jsonClient(server.url, await bearer(prisma, demo.bruno));
    fx = await questionFixtures(prisma);
    for (const [i, type] of (["CONTENT", "DISCURSIVE", "CONTENT"] as const).entries()) {
      const created = await ana("POST", "/api/exams/questions-db", {
        belongs_to: { id: fx.aurora.id },
        description: `Texto ${token} número ${i}`,
        discipline_id: fx.discipline.id,
        subject: fx.subject.id,
        type,
        source: i === 1 ? `Apostila ${token}` : "FUVEST 2022",
        answers: [],
        question_to_groups: [{ group_ids: [fx.auroraGroup.id], available_after: 0, available_before: 1 }],
      });
      ids.push(created.body.id);
    }
  });
  afterAll(() => server.close());

  it("finds questions by text, filters and pages through them with a cursor", async () => {
    const all = await ana("GET", `/api/exams/questions-db?q=${token}&sort=created_at`);
    expect(all.status).toBe(200);
    expect(all.body.items.map((q: { id: string }) => q.id)).toEqual(ids);
    expect(all.body.items[0]).toMatchObject({
      discipline_id: fx.discipline.id,
      subject_name: fx.subject.name,
      times_seen: 0,
      times_answered: 0,
      first_attempt_facility: null,
    });

    const first = await ana("GET", `/api/exams/questions-db?q=${token}&sort=created_at&limit=2`);
    expect(first.body.items.map((q: { id: string }) => q.id)).toEqual(ids.slice(0, 2));
    const second = await ana(
      "GET",
      `/api/exams/questions-db?q=${token}&sort=created_at&limit=2&cursor=${first.body.next_cursor}`,
    );
    expect(second.body.items.map((q: { id: string }) => q.id)).toEqual(ids.slice(2));
    expect(second.body.next_cursor).toBeNull();

    const newestFirst = await ana("GET", `/api/exams/questions-db?q=${token}`);
    expect(newestFirst.body.items.map((q: { id: string }) => q.id)).toEqual([...ids].reverse());
    expect(
      (await ana("GET", `/api/exams/questions-db?q=${token}&type=DISCURSIVE`)).body.items.map(
        (q: { id: string }) => q.id,
      ),
    ).toEqual([ids[1]]);
    expect((await ana("GET", `/api/exams/questions-db?source=apostila ${token}`)).body.items).toHaveLength(1);
    expect(
      (
        await ana(
          "GET",
          `/api/exams/questions-db?q=${token}&group_id=${fx.auroraGroup.id}&discipline_id=${fx.discipline.id}&subject_id=${fx.subject.id}`,
        )
      ).body.items,
    ).toHaveLength(3);
    expect((await ana("GET", `/api/exams/questions-db?q=${token.toUpperCase()}`)).body.items).toHaveLength(3);
    expect((await ana("GET", "/api/exams/questions-db?q=%25%25%25")).status).toBe(200);
  });

  it("keeps other schools' questions out and validates the query", async () => {
    expect((await bruno("GET", `/api/exams/questions-db?q=${token}`)).body.items).toEqual([]);
    expect((await ana("GET", `/api/exams/questions-db?school_id=${fx.boreal.id}`)).status).toBe(403);
    expect((await ana("GET", `/api/exams/questions-db?group_id=${fx.borealGroup.id}`)).status).toBe(403);
    expect((await ana("GET", "/api/exams/questions-db?type=ESSAY")).status).toBe(400);
    expect((await ana("GET", "/api/exams/questions-db?limit=1000")).status).toBe(400);
    expect((await ana("GET", "/api/exams/questions-db?cursor=garbage")).status).toBe(400);
  });

  it("creates one subject per request for 20 parallel creations with a string subject", async () => {
    const name = `Assunto ${token}`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        ana("POST", "/api/exams/questions-db", {
          belongs_to: { id: fx.aurora.id },
          description: "Paralela",
          discipline_id: fx.discipline.id,
          subject: name,
          type: "CONTENT",
          source: "Teste",
          answers: [],
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((r) => r.body.subject.id)).size).toBe(20);
    expect(await database().prisma.subject.count({ where: { name } })).toBe(20);
  });

  it("ends 20 parallel updates of one question in one of the sent states, whole", async () => {
    const sent = Array.from({ length: 20 }, (_, i) => ({
      belongs_to: { id: fx.aurora.id },
      description: `Versão ${i}`,
      discipline_id: fx.discipline.id,
      subject: fx.subject.id,
      type: "MULTIPLE_CHOICE",
      source: `Fonte ${i}`,
      answers: Array.from({ length: 2 + (i % 3) }, (_, j) => ({
        description: `Opção ${i}.${j}`,
        is_correct_answer: j === 0,
      })),
    }));
    const responses = await Promise.all(sent.map((b) => ana("PATCH", `/api/exams/questions-db/${ids[0]}`, b)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const final = (await ana("GET", `/api/exams/questions-db/${ids[0]}`)).body;
    const version = Number(final.description.replace("Versão ", ""));
    expect(final.source).toBe(`Fonte ${version}`);
    expect(final.answers.map((a: { description: string }) => a.description)).toEqual(
      sent[version]!.answers.map((a) => a.description),
    );
  });
});
