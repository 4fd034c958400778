import { expect, it } from "vitest";
import { createDatabase, namedStatement } from "@/server/db/client";
import { describeEachDatabase } from "../../../tests/support/databases";

const statement = namedStatement("named-statements-test", "SELECT $1::int + 1 AS n");

describeEachDatabase("named statements", (_, info) => {
  it("run on connection after connection and pool after pool, side by side too", async () => {
    // On PGlite every connection shares one session: a second pool preparing the same name would collide.
    for (let round = 0; round < 2; round++) {
      const pools = [createDatabase(info.url, { max: 1 }), createDatabase(info.url, { max: 2 })];
      try {
        const results = await Promise.all(pools.flatMap((db) => [1, 2, 3].map((i) => db.pool.query<{ n: number }>(statement, [i]))));
        expect(results.map((r) => r.rows[0]!.n)).toEqual([2, 3, 4, 2, 3, 4]);
      } finally {
        await Promise.all(pools.map((db) => db.close()));
      }
    }
  });

  it("are prepared by name on a PostgreSQL server and sent unnamed to the embedded one", async () => {
    const db = createDatabase(info.url, { max: 1 });
    try {
      await db.pool.query(statement, [1]);
      const { rows } = await db.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name = $1", [statement.name]);
      expect(rows[0]!.n).toBe(info.name === "pglite" ? 0 : 1);
    } finally {
      await db.close();
    }
  });
});
