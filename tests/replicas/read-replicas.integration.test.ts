import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { inclusiveDayRange } from "@/lib/time/day-bounds";
import { createDatabase, type Database } from "@/server/db/client";
import { migrate } from "@/server/db/migrate";
import { ReplicaSet } from "@/server/db/replica-set";
import { seedDemo } from "@/server/seed/seed-demo";
import { bearer, demo } from "../support/accounts";
import { postgresDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { jsonClient, type JsonClient } from "../support/http";
import { startPgCluster, type PgCluster } from "../support/pg-cluster";
import { psql, startStandby } from "../support/pg-standby";
import { questionFixtures } from "../support/question-fixtures";
import { startRestServer } from "../support/rest-server";

type Server = Awaited<ReturnType<typeof startRestServer>>;

/**
 * The app on a primary with a streaming standby (docs/deploy.md, "Read replicas"): a PostgreSQL primary and a hot
 * standby of it made by `pg_basebackup -R`, both Debian's PostgreSQL. The embedded database has no replicas.
 */
describe.skipIf(!postgresDatabase())("reads on a streaming replica", { timeout: 120_000 }, () => {
  let primary: PgCluster;
  let standby: PgCluster;
  let primaryDb: Database;
  // Two instances' routing: one that tolerates a minute of lag (only read-your-writes keeps a writer off a stale
  // replica), one that tolerates 300 ms.
  let patient: ReplicaSet;
  let strict: ReplicaSet;
  let servers: Server[] = [];
  let fx: Awaited<ReturnType<typeof questionFixtures>>;
  const url = (cluster: PgCluster) => cluster.url.replace(/\/postgres$/, "/app");
  const clients = async (server: Server) => ({
    ana: jsonClient(server.url, await bearer(primaryDb.prisma, demo.ana)),
    tiago: jsonClient(server.url, await bearer(primaryDb.prisma, demo.tiago)),
  });
  const caughtUp = async (set: ReplicaSet) => {
    for (let tries = 0; tries < 200; tries++) {
      await set.refresh();
      if (set.pick(null) !== set.primary) return;
      await sleep(50);
    }
    throw new Error("the standby never caught up");
  };
  const setting = (cluster: PgCluster, sql: string) => psql(url(cluster), sql);

  beforeAll(async () => {
    primary = await startPgCluster({ settings: { shared_preload_libraries: "pg_stat_statements" } });
    psql(primary.url, "create database app");
    await migrate(url(primary), { quiet: true });
    primaryDb = createDatabase(url(primary));
    await seedDemo(primaryDb.prisma, { now: new Date(inject("seedNow")) });
    setting(primary, "create extension pg_stat_statements");
    standby = await startStandby(primary, { shared_preload_libraries: "pg_stat_statements" });
    patient = new ReplicaSet(primaryDb, [createDatabase(url(standby))], { maxLagMs: 60_000, pollMs: 50 });
    strict = new ReplicaSet(primaryDb, [createDatabase(url(standby))], { maxLagMs: 300, pollMs: 50 });
    servers = [
      await startRestServer({ ...testDeps(primaryDb), replicas: patient }),
      await startRestServer({ ...testDeps(primaryDb), replicas: strict }),
    ];
    fx = await questionFixtures(primaryDb.prisma);
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await patient?.close();
    await strict?.close();
    await primaryDb?.close();
    standby?.kill();
    primary?.kill();
  });

  const year = () => {
    const thisYear = new Date(inject("seedNow")).getUTCFullYear();
    return inclusiveDayRange(`${thisYear}-01-01`, `${thisYear}-12-31`, "America/Sao_Paulo");
  };
  const report = (client: JsonClient) => client("POST", "/api/reports/questions", year());
  const newQuestion = async (client: JsonClient, title: string) => {
    const created = await client("POST", "/api/exams/questions-db", {
      belongs_to: { id: fx.aurora.id },
      description: title,
      discipline_id: fx.discipline.id,
      subject: fx.subject.id,
      type: "MULTIPLE_CHOICE",
      difficulty: "EASY",
      source: "Teste de réplica",
      answers: [
        { description: "sim", is_correct_answer: true },
        { description: "não", is_correct_answer: false },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  };
  const titlesSeen = async (client: JsonClient, title: string) => {
    const list = await client("GET", `/api/exams/questions-db?q=${encodeURIComponent(title)}`);
    expect(list.status).toBe(200);
    return (list.body.items as { description: string }[]).filter((q) => q.description === title).length;
  };

  const titlesSeenOnTrpc = async (server: Server, who: "ana" | "tiago", title: string) => {
    const input = encodeURIComponent(JSON.stringify({ q: title }));
    const response = await fetch(`${server.url}/api/trpc/questions.list?input=${input}`, {
      headers: await bearer(primaryDb.prisma, demo[who]),
    });
    expect(response.status).toBe(200);
    const items = (await response.json()).result.data.items as { description: string }[];
    return items.filter((q) => q.description === title).length;
  };

  it("serves a report from the standby: its statements run there, none on the primary", async () => {
    await caughtUp(patient);
    for (const cluster of [primary, standby]) setting(cluster, "select pg_stat_statements_reset()");
    const { ana } = await clients(servers[0]!);
    const answer = await report(ana);
    expect(answer.status).toBe(200);
    expect((answer.body as unknown[]).length).toBeGreaterThan(10);
    const ran = (cluster: PgCluster) =>
      Number(
        setting(cluster, "select count(*) from pg_stat_statements where query ilike '%from \"student_questions\"%'"),
      );
    expect(ran(standby)).toBeGreaterThan(0);
    expect(ran(primary)).toBe(0);
  });

  it("a writer reads their write at once, while the replica, paused, still serves others", async () => {
    await caughtUp(patient);
    const { ana, tiago } = await clients(servers[0]!);
    setting(standby, "select pg_wal_replay_pause()");
    try {
      const title = `Questão de leitura após escrita ${crypto.randomUUID()}`;
      await newQuestion(ana, title);
      expect(await titlesSeen(ana, title)).toBe(1);
      // Another reader of the same school is served by the paused standby, a minute of lag being allowed here.
      expect(await titlesSeen(tiago, title)).toBe(0);
      // The pages' procedures route the same way.
      expect(await titlesSeenOnTrpc(servers[0]!, "ana", title)).toBe(1);
      expect(await titlesSeenOnTrpc(servers[0]!, "tiago", title)).toBe(0);
    } finally {
      setting(standby, "select pg_wal_replay_resume()");
    }
  });

  it("with replay paused past the allowed lag, fresh reads go to the primary and a report succeeds", async () => {
    await caughtUp(strict);
    const { ana, tiago } = await clients(servers[1]!);
    setting(standby, "select pg_wal_replay_pause()");
    try {
      const title = `Questão com réplica atrasada ${crypto.randomUUID()}`;
      await newQuestion(ana, title);
      await sleep(500);
      await strict.refresh();
      expect(strict.pick(null)).toBe(primaryDb);
      expect(await titlesSeen(tiago, title)).toBe(1);
      expect((await report(ana)).status).toBe(200);
    } finally {
      setting(standby, "select pg_wal_replay_resume()");
    }
  });

  it("with the standby stopped mid-run, no request fails", async () => {
    await caughtUp(strict);
    const { ana, tiago } = await clients(servers[1]!);
    const statuses: number[] = [];
    const failures: string[] = [];
    let stopping = true;
    const reader = async (name: string, run: () => Promise<{ status: number; body?: unknown }>) => {
      while (stopping) {
        const { status, body } = await run();
        statuses.push(status);
        if (status !== 200) failures.push(`${name} ${status} ${JSON.stringify(body)}`);
      }
    };
    const readers = [
      reader("report", () => report(ana)),
      reader("questions", async () => ({ status: (await titlesSeen(tiago, "nenhuma")) === 0 ? 200 : 0 })),
      reader("users", () => ana("GET", "/api/exams/users?limit=20")),
    ];
    await sleep(300);
    const before = statuses.length;
    // The readers go on while PostgreSQL shuts the standby down (its backends ended, then connections refused).
    await standby.stop();
    await sleep(500);
    stopping = false;
    await Promise.all(readers);
    expect(before).toBeGreaterThan(0);
    expect(statuses.length).toBeGreaterThan(before + 3);
    expect(failures).toEqual([]);
    await strict.refresh();
    expect(strict.pick(null)).toBe(primaryDb);
    await standby.start();
    await caughtUp(strict);
  });
});
