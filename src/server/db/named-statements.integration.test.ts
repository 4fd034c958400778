import { sql } from "kysely";
import { expect, it } from "vitest";
import { createDatabase, type Database } from "@/server/db/client";
import { describeEachDatabase } from "../../../tests/support/databases";
import { runNamed } from "./run-named";

const plusOne = (db: Database, n: number) => db.kysely.selectNoFrom(sql<number>`${n}::int + 1`.as("n"));

describeEachDatabase("named statements", (_, info) => {
  it("run on connection after connection and pool after pool, side by side too", async () => {
    // On PGlite every connection shares one session: a second pool preparing the same name would collide.
    for (let round = 0; round < 2; round++) {
      const pools = [createDatabase(info.url, { max: 1 }), createDatabase(info.url, { max: 2 })];
      try {
        const runs = pools.flatMap((db) => [1, 2, 3].map((i) => runNamed(db.pool, "named-test", plusOne(db, i))));
        const results = await Promise.all(runs);
        expect(results.map((rows) => rows[0]!.n)).toEqual([2, 3, 4, 2, 3, 4]);
      } finally {
        await Promise.all(pools.map((db) => db.close()));
      }
    }
  });

  it("are prepared by name on a PostgreSQL server and sent unnamed to the embedded one", async () => {
    const db = createDatabase(info.url, { max: 1 });
    try {
      await runNamed(db.pool, "named-prepared", plusOne(db, 1));
      const prepared = await db.kysely.selectFrom("pg_prepared_statements" as never)
        .select(sql<number>`count(*)::int`.as("n")).where(sql`name`, "like", "named-prepared-%")
        .executeTakeFirstOrThrow();
      expect(prepared.n).toBe(info.name === "pglite" ? 0 : 1);
    } finally {
      await db.close();
    }
  });

  it("get one name per distinct text, so a query whose text varies by caller never reuses another's name", async () => {
    const db = createDatabase(info.url, { max: 1 });
    try {
      const one = db.kysely.selectNoFrom(sql<number>`1`.as("n"));
      const two = db.kysely.selectNoFrom(sql<number>`2`.as("n"));
      for (const query of [one, two, one]) await runNamed(db.pool, "named-variants", query);
      expect((await runNamed(db.pool, "named-variants", two))[0]!.n).toBe(2);
    } finally {
      await db.close();
    }
  });
});
