import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/support/databases";
import type { Database } from "@/server/db/client";
import { seedDemo } from "./seed-demo";
import { startOfUtcDay } from "./time";
import { TABLES } from "./write";
import { now as appNow } from "@/server/time/now";

/** Every seeded table's rows, hashed in a stable order. */
async function fingerprint({ pool }: Database): Promise<Record<string, string>> {
  const entries = await Promise.all(
    Object.values(TABLES).map(async (table) => {
      const { rows } = await pool.query<{ hash: string }>(
        `SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS hash FROM "${table}" t`,
      );
      return [table, rows[0]!.hash] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describeEachDatabase("the seed's COPY writer", (database, info) => {
  // pglite-socket does not serve COPY FROM STDIN; the writer is for the benchmark's PostgreSQL server.
  it.skipIf(info.name === "pglite")(
    "writes exactly the rows the batched inserts write, sequences included",
    async () => {
      const now = startOfUtcDay(appNow());
      const { prisma, pool } = database();
      await seedDemo(prisma, { now });
      const inserted = await fingerprint(database());
      const copied = await seedDemo(prisma, { now, pool });
      expect(await fingerprint(database())).toEqual(inserted);
      expect(copied.counts.student_events).toBeGreaterThan(0);
      const next = await pool.query<{ id: string }>(
        "SELECT nextval(pg_get_serial_sequence('student_events', 'id'))::text AS id",
      );
      expect(BigInt(next.rows[0]!.id)).toBe(BigInt(copied.counts.student_events) + 1n);
    },
    120_000,
  );
});
