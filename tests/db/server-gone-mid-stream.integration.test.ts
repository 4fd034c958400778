import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createDatabase } from "@/server/db/client";
import { copyOut } from "@/server/db/copy-out";
import { queryBuilder } from "@/server/db/kysely";
import { cursorRows } from "@/server/reports/format/cursor-rows";
import { postgresDatabase } from "../support/databases";
import { startPgCluster } from "../support/pg-cluster";

const outcome = async (read: AsyncIterable<unknown>) => {
  try {
    // A slow reader, as a download is: the server goes while batches are out.
    for await (const _ of read) await sleep(1);
    return "ended";
  } catch (error) {
    return `failed: ${(error as Error).message}`;
  }
};

/**
 * A server that goes away in the middle of a stream (a restart, a replica stopped, docs/deploy.md): the streams fail
 * at once and the process lives on. pg emits 'error' on a checked-out client whose connection ends, which with no
 * listener is an uncaught exception (vitest fails the run on it), and a cursor's close waits for an answer that never
 * comes.
 */
describe.skipIf(!postgresDatabase())("a server gone mid-stream", () => {
  it("fails COPY and cursor reads in progress, and throws nothing past them", { timeout: 30_000 }, async () => {
    const cluster = await startPgCluster();
    const database = createDatabase(cluster.url, { max: 4 });
    try {
      const query = sql`select g, repeat('x', 200) from generate_series(1, 3000000) g`;
      const compilable = { compile: () => query.compile(queryBuilder) };
      const reads = [
        outcome(copyOut(database.pool, compilable, "FORMAT csv")),
        outcome(cursorRows(database.pool, compilable, 1000)),
      ];
      await sleep(1000);
      await cluster.stop();
      const [copy, cursor] = await Promise.all(reads);
      expect(copy).toMatch(/^failed: /);
      expect(cursor).toMatch(/^failed: /);
    } finally {
      await database.close().catch(() => {});
      cluster.kill();
    }
  });
});
