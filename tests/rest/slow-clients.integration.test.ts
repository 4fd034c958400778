import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { AppDeps } from "@/server/app-deps";
import type { HttpLimits } from "@/server/http/http-limits";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { neverReadingClient, type NeverReadingClient } from "../support/never-reading-client";
import { startRestServer } from "../support/rest-server";

// A year of its own keeps these rows out of every other test's range; all of them fall in it (50 minutes apart).
const range = { start_date: Date.UTC(1985, 0, 1), end_date: Date.UTC(1985, 11, 31) };
// Enough that the report is several times what the sockets on both sides buffer.
const rows = 10_000;
const reportPaths = [
  "/api/reports/questions",
  "/api/reports/bookings",
  "/api/reports/bookings-workload",
  "/api/reports/groups-usage",
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describeEachDatabase("slow and bodiless clients hold no database connection", (database) => {
  // More requests than the pool has connections (describeEachDatabase: 1 embedded, 10 on a server), so that
  // one connection kept by each would leave the last ones waiting.
  const rounds = 12;
  const spoolDir = fs.mkdtempSync(path.join(os.tmpdir(), "spool-"));
  const spoolFiles = () => fs.readdirSync(spoolDir);
  const limits = (heavyPerUser: number): HttpLimits => ({
    heavyPerUser,
    slowClientMs: 1500,
    spool: { dir: spoolDir, memoryBytes: 64 * 1024 },
  });
  let deps: AppDeps;
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let admin: Record<string, string>;
  let clients: NeverReadingClient[] = [];
  let reportBytes = 0;

  const me = async () => {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/me`, { headers: admin });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  };
  const hangOnReport = () =>
    neverReadingClient(server.url, {
      method: "POST",
      path: "/api/reports/questions",
      headers: { ...admin, accept: "text/csv", "content-type": "application/json" },
      body: JSON.stringify(range),
    });

  beforeAll(async () => {
    const { prisma } = database();
    deps = { ...testDeps(database()), http: limits(100) };
    server = await startRestServer(deps);
    admin = await bearer(prisma, demo.admin);
    const sample = await prisma.studentQuestion.findFirstOrThrow({
      select: { studentId: true, groupId: true, disciplineId: true },
    });
    await prisma.$executeRaw`
      INSERT INTO student_questions (student_id, group_id, discipline_id, status, description, created_at)
      SELECT ${sample.studentId}::uuid, ${sample.groupId}::uuid, ${sample.disciplineId}, 'WAITING',
             repeat('Uma pergunta longa ', 60) || n, timestamptz '1985-01-01' + n * interval '50 minutes'
      FROM generate_series(1, ${rows}) AS n`;
    const whole = await fetch(`${server.url}/api/reports/questions`, {
      method: "POST",
      headers: { ...admin, accept: "text/csv", "content-type": "application/json" },
      body: JSON.stringify(range),
    });
    reportBytes = (await whole.arrayBuffer()).byteLength;
  }, 120_000);
  afterAll(async () => {
    for (const client of clients) client.destroy();
    await database().prisma
      .$executeRaw`DELETE FROM student_questions WHERE created_at >= '1985-01-01' AND created_at < '1986-01-01'`;
    await server?.close();
    fs.rmSync(spoolDir, { recursive: true, force: true });
  });

  it("has a report far larger than what a socket buffers", () => {
    expect(reportBytes).toBeGreaterThan(12 * 1024 * 1024);
  });

  it("answers HEAD on every streamed route with headers only, and /api/me at once afterwards", async () => {
    for (let i = 0; i < rounds; i++) {
      const users = await fetch(`${server.url}/api/exams/users`, { method: "HEAD", headers: admin });
      expect(users.status).toBe(200);
      expect(users.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await users.text()).toBe("");
      for (const reportPath of reportPaths) {
        // POST-only routes: HEAD names no route to run.
        const report = await fetch(`${server.url}${reportPath}`, { method: "HEAD", headers: admin });
        expect(report.status).toBeGreaterThanOrEqual(400);
        expect(report.status).toBeLessThan(500);
      }
      const input = encodeURIComponent(JSON.stringify({}));
      const trpc = await fetch(`${server.url}/api/trpc/performance.users?input=${input}`, {
        method: "HEAD",
        headers: admin,
      });
      expect(trpc.status).toBeLessThan(500);
    }
    const answer = await me();
    expect(answer.status).toBe(200);
    expect(answer.ms).toBeLessThan(2000);
  }, 120_000);

  it("spools a report for never-reading clients, answers /api/me at once, drops them, removes the spool", async () => {
    clients = Array.from({ length: 10 }, hangOnReport);
    // Every answer has begun: each query has run (one after another on the embedded database's one connection).
    await until("every never-reading client's answer to begin", () => clients.every((c) => c.buffered() > 0), 20_000);
    const answer = await me();
    expect(answer.status).toBe(200);
    expect(answer.ms).toBeLessThan(2000);
    expect(spoolFiles().length).toBeGreaterThan(0);

    // Dropped after slowClientMs of taking nothing: each got a sliver of the report, and the spool is gone.
    await until("the spool files to be removed", () => spoolFiles().length === 0, 10_000);
    const received = await Promise.all(clients.map((c) => c.drain()));
    for (const bytes of received) expect(bytes).toBeLessThan(reportBytes / 2);
    expect((await me()).status).toBe(200);
  }, 60_000);

  it("runs only so many heavy requests of one user at once: 429 with Retry-After beyond, REST and tRPC", async () => {
    // Never-reading clients are dropped after slowClientMs idle, which gives their slots back: not in this test, where
    // a slow machine could take that long between the second client's first bytes and the refused request.
    deps.http = { ...limits(2), slowClientMs: 60_000 };
    clients = [hangOnReport(), hangOnReport()];
    await until("both answers to begin", () => clients.every((c) => c.buffered() > 0), 20_000);

    const refused = await fetch(`${server.url}/api/exams/users`, { headers: admin });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    const input = encodeURIComponent(JSON.stringify({}));
    const trpc = await fetch(`${server.url}/api/trpc/performance.users?input=${input}`, { headers: admin });
    expect(trpc.status).toBe(429);
    expect(Number(trpc.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await trpc.json()).error.data).toMatchObject({ code: "TOO_MANY_REQUESTS", httpStatus: 429 });

    // Another user is not limited by this one.
    const ana = await fetch(`${server.url}/api/exams/users`, { headers: await bearer(database().prisma, demo.ana) });
    expect(ana.status).toBe(200);
    await ana.arrayBuffer();

    // The clients leave: their slots come back.
    for (const client of clients) client.destroy();
    await until("the spool files to be removed", () => spoolFiles().length === 0, 10_000);
    let status = 0;
    for (let tries = 0; tries < 40 && status !== 200; tries++, await sleep(50)) {
      const again = await fetch(`${server.url}/api/exams/users`, { headers: admin });
      await again.arrayBuffer();
      status = again.status;
    }
    expect(status).toBe(200);
  }, 60_000);
});
