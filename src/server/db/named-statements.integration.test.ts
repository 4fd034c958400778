import { sql } from "kysely";
import { expect, it } from "vitest";
import { createDatabase } from "@/server/db/client";
import { describeEachDatabase } from "../../../tests/support/databases";
import { preparedQuery } from "./prepared-query";

const plusOne = preparedQuery("named-test", (k, _: "-", v: { n: number }) =>
  k.selectNoFrom(sql<number>`${v.n}::int + 1`.as("n")),
);

describeEachDatabase("prepared statements", (_, info) => {
  it("run on connection after connection and pool after pool, side by side too", async () => {
    // On PGlite every connection shares one session: a second pool preparing the same name would collide.
    for (let round = 0; round < 2; round++) {
      const pools = [createDatabase(info.url, { max: 1 }), createDatabase(info.url, { max: 2 })];
      try {
        const results = await Promise.all(pools.flatMap((db) => [1, 2, 3].map((n) => plusOne(db.pool, "-", { n }))));
        expect(results.map((rows) => rows[0]!.n)).toEqual([2, 3, 4, 2, 3, 4]);
      } finally {
        await Promise.all(pools.map((db) => db.close()));
      }
    }
  });

  it("are prepared by name on a PostgreSQL server and sent unnamed to the embedded one", async () => {
    const db = createDatabase(info.url, { max: 1 });
    try {
      await plusOne(db.pool, "-", { n: 1 });
      const prepared = await db.kysely
        .selectFrom("pg_prepared_statements" as never)
        .select(sql<number>`count(*)::int`.as("n"))
        .where(sql`name`, "like", "named-test-%")
        .executeTakeFirstOrThrow();
      expect(prepared.n).toBe(info.name === "pglite" ? 0 : 1);
    } finally {
      await db.close();
    }
  });

  it("compile once per shape and put each run's values in place of the slots", async () => {
    let builds = 0;
    const pick = preparedQuery("named-shapes", (k, shape: "first" | "second", v: { a: string; b: string }) => {
      builds++;
      return k.selectNoFrom(sql<string>`${shape === "first" ? v.a : v.b}::text`.as("value"));
    });
    const db = createDatabase(info.url, { max: 1 });
    try {
      const run = async (shape: "first" | "second", a: string, b: string) =>
        (await pick(db.pool, shape, { a, b }))[0]!.value;
      expect([await run("first", "x", "y"), await run("second", "x", "y"), await run("first", "z", "w")]).toEqual([
        "x",
        "y",
        "z",
      ]);
      expect(builds).toBe(2);
    } finally {
      await db.close();
    }
  });
});
