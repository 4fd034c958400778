import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "@/server/db/client";
import { describeEachDatabase, postgresDatabase } from "../../../tests/support/databases";
import { toDomainError } from "./to-domain-error";

const caught = (work: () => Promise<unknown>) =>
  work().then(
    () => expect.fail("the duplicate was accepted"),
    (error: unknown) => error,
  );

describeEachDatabase("unique violations from every database path become 409", (database) => {
  const key = () => `dup-${crypto.randomUUID()}`;
  const row = (k: string) => ({ key: k, target: "DISCIPLINE_ICON" as const, maxBytes: 1, expiresAt: new Date() });

  it("through the Prisma client, raw SQL, the pg pool and an interactive transaction", async () => {
    const { prisma, pool } = database();
    const k = key();
    await prisma.upload.create({ data: row(k) });
    const errors = [
      await caught(() => prisma.upload.create({ data: row(k) })),
      await caught(
        () =>
          prisma.$executeRaw`INSERT INTO uploads (key, target, max_bytes, expires_at) VALUES (${k}, 'DISCIPLINE_ICON', 1, now())`,
      ),
      await caught(
        () =>
          prisma.$queryRaw`INSERT INTO uploads (key, target, max_bytes, expires_at) VALUES (${k}, 'DISCIPLINE_ICON', 1, now()) RETURNING id`,
      ),
      await caught(() =>
        pool.query(
          "INSERT INTO uploads (key, target, max_bytes, expires_at) VALUES ($1, 'DISCIPLINE_ICON', 1, now())",
          [k],
        ),
      ),
      await caught(() => prisma.$transaction(async (tx) => tx.upload.createMany({ data: [row(key()), row(k)] }))),
      await caught(() =>
        prisma.$transaction(
          async (tx) =>
            tx.$executeRaw`INSERT INTO uploads (key, target, max_bytes, expires_at) VALUES (${k}, 'DISCIPLINE_ICON', 1, now())`,
        ),
      ),
    ];
    for (const error of errors) expect(toDomainError(error)).toMatchObject({ status: 409, code: "CONFLICT" });
  });
});

/**
 * PostgreSQL ends a connection mid-statement when it shuts down (57P01) — the bench's outage found a 500
 * there. Each path a service can take fails as 503. PostgreSQL only: PGlite's one session cannot be ended.
 */
const server = postgresDatabase();
// Skipped only when the run was narrowed to PGlite (TEST_DATABASES=pglite, docs/testing.md).
describe.skipIf(!server)("a statement whose connection the server ends becomes 503", () => {
  let db: Database;
  let admin: Database;
  const marker = () => `ended-${crypto.randomUUID()}`;
  /** Ends, from another connection, the backends that `which` picks in pg_stat_activity, once there is one. */
  async function endBackends(which: string, params: unknown[] = []) {
    for (let i = 0; i < 100; i++) {
      const { rows } = await admin.pool.query<{ n: number }>(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
         WHERE pid <> pg_backend_pid() AND ${which}`,
        params,
      );
      if (rows[0]?.n) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no backend where ${which}`);
  }
  const ended = async (tag: string, work: () => Promise<unknown>) => {
    const [outcome] = await Promise.allSettled([work(), endBackends("query LIKE $1", [`%${tag}%`])]);
    if (outcome.status === "fulfilled") expect.fail("the statement survived its connection");
    return toDomainError(outcome.reason);
  };

  beforeAll(() => {
    db = createDatabase(server!.url, { max: 4 });
    admin = createDatabase(server!.url, { max: 2 });
  });
  afterAll(async () => {
    await db?.close();
    await admin?.close();
  });

  it("through raw SQL (P2010) in and out of a transaction, and the pool; the connection goes back", async () => {
    const sleep = (tag: string) => `SELECT pg_sleep(5) /* ${tag} */`;
    const paths: [string, (tag: string) => Promise<unknown>][] = [
      ["$queryRaw", (tag) => db.prisma.$queryRawUnsafe(sleep(tag))],
      ["$executeRaw", (tag) => db.prisma.$executeRawUnsafe(sleep(tag))],
      ["$queryRaw in a transaction", (tag) => db.prisma.$transaction((tx) => tx.$queryRawUnsafe(sleep(tag)))],
      ["pool", (tag) => db.pool.query(sleep(tag))],
    ];
    for (const [name, work] of paths) {
      const tag = marker();
      expect(await ended(tag, () => work(tag)), name).toMatchObject({ code: "UNAVAILABLE", status: 503 });
      // The pool holds no connection for the failed statement (Prisma's transaction kept it for good).
      await expect.poll(() => db.pool.totalCount - db.pool.idleCount, { message: name }).toBe(0);
    }
  });

  it("through a Prisma model query waiting for a lock", async () => {
    const key = marker();
    const data = { key, target: "DISCIPLINE_ICON" as const, maxBytes: 1, expiresAt: new Date() };
    const row = await db.prisma.upload.create({ data });
    const holder = await admin.pool.connect();
    try {
      await holder.query("BEGIN");
      await holder.query("SELECT 1 FROM uploads WHERE id = $1 FOR UPDATE", [row.id]);
      // The model query's text names no key: end the backend that waits for the lock.
      const waiting = () => endBackends(`wait_event_type = 'Lock' AND query LIKE 'UPDATE "public"."uploads"%'`);
      const update = db.prisma.upload.update({ where: { id: row.id }, data: { maxBytes: 2 } });
      // When nothing waited, free the lock so that the update ends and the failure is reported.
      const [outcome, found] = await Promise.allSettled([
        update,
        waiting().catch(async (error: unknown) => {
          await holder.query("ROLLBACK");
          throw error;
        }),
      ]);
      if (found.status === "rejected") throw found.reason;
      if (outcome.status === "fulfilled") expect.fail("the update survived its connection");
      expect(toDomainError(outcome.reason)).toMatchObject({ code: "UNAVAILABLE", status: 503 });
    } finally {
      await holder.query("ROLLBACK");
      holder.release();
      await db.prisma.upload.delete({ where: { key } });
    }
  });
});
