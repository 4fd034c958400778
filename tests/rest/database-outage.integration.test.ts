import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "@/server/db/client";
import { migrate } from "@/server/db/migrate";
import { seedDemo } from "@/server/seed/seed-demo";
import { appRouter } from "@/server/trpc/app-router";
import { createContext } from "@/server/trpc/init";
import { bearer, demo } from "../support/accounts";
import { testDeps } from "../support/deps";
import { jsonClient, type JsonClient } from "../support/http";
import { questionFixtures } from "../support/question-fixtures";
import { startPgCluster, type PgCluster } from "../support/pg-cluster";
import { startRestServer } from "../support/rest-server";
import { nowMs } from "@/server/time/now";

/**
 * The database server goes away and comes back. Its own PostgreSQL cluster, because the shared
 * one serves the other test files; PGlite is in-process and cannot go away on its own.
 */
describe("while the PostgreSQL server is down", () => {
  let cluster: PgCluster;
  let db: Database;
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let api: JsonClient;
  let auth: Record<string, string>;
  let questionBody: Record<string, unknown>;

  beforeAll(async () => {
    cluster = await startPgCluster();
    await migrate(cluster.url, { quiet: true });
    db = createDatabase(cluster.url, { max: 4 });
    await seedDemo(db.prisma);
    const deps = testDeps(db);
    server = await startRestServer(deps);
    auth = await bearer(db.prisma, demo.ana);
    api = jsonClient(server.url, auth);
    const fx = await questionFixtures(db.prisma);
    questionBody = {
      belongs_to: { id: fx.aurora.id },
      description: "Quanto é 2 + 2?",
      discipline_id: fx.discipline.id,
      subject: "Nova matéria durante a queda",
      type: "MULTIPLE_CHOICE",
      source: "outage test",
      answers: [
        { description: "4", is_correct_answer: true },
        { description: "5", is_correct_answer: false },
      ],
    };
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
    cluster?.kill();
  });

  const trpc = (path: string) =>
    fetchRequestHandler({
      endpoint: "/api/trpc",
      req: new Request(`http://localhost/api/trpc/${path}`, { headers: auth }),
      router: appRouter,
      createContext: ({ req }) => createContext(testDeps(db), req),
    });

  it("answers 503 with the JSON error on REST and tRPC, then serves again as soon as it is back", async () => {
    // Connections in the pool first, so the outage also breaks live ones.
    expect((await api("GET", "/api/me")).status).toBe(200);
    await cluster.stop();

    const during = [
      await api("GET", "/api/me"),
      await api("GET", "/api/disciplines"),
      await api("POST", "/api/exams/questions-db", questionBody),
      await api("POST", "/api/reports/questions", { start_date: 0, end_date: nowMs() }, { accept: "text/csv" }),
    ];
    for (const response of during) {
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        error: { code: "UNAVAILABLE", reason: "database_unavailable", message: expect.any(String), issues: [] },
      });
    }
    const procedure = await trpc("me.get");
    expect(procedure.status).toBe(503);
    expect(await procedure.json()).toMatchObject({
      error: { data: { code: "SERVICE_UNAVAILABLE", reason: "database_unavailable" } },
    });

    await cluster.start();
    expect((await api("GET", "/api/me")).status).toBe(200);
    expect((await trpc("me.get")).status).toBe(200);
    const created = await api("POST", "/api/exams/questions-db", questionBody);
    expect(created.status).toBe(201);
    // The create refused during the outage left nothing behind: one question, one new subject.
    expect(await db.prisma.bankQuestion.count({ where: { source: "outage test" } })).toBe(1);
    expect(await db.prisma.subject.count({ where: { name: "Nova matéria durante a queda" } })).toBe(1);
  });
});
