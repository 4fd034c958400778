import { sql } from "kysely";
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { preparedQuery } from "./prepared-query";

type Sent = { name?: string; text: string; values: unknown[] };

/** A pool that answers no rows and keeps what it was sent. */
function recordingPool() {
  const sent: Sent[] = [];
  const query = async (statement: Sent) => {
    sent.push(statement);
    return { rows: [] };
  };
  return { pool: { query } as unknown as pg.Pool, sent };
}

describe("preparedQuery", () => {
  it("compiles once per shape and sends each run's values in place of its slots", async () => {
    let builds = 0;
    const others = preparedQuery("test-slots", (k, shape: "students" | "anyone", v: { id: string; limit: number }) => {
      builds++;
      return k
        .selectFrom("users")
        .select("users.id")
        .where("users.id", "<>", v.id)
        .$if(shape === "students", (q) => q.where("users.role", "=", sql.lit("STUDENT" as const)))
        .limit(v.limit);
    });
    const { pool, sent } = recordingPool();
    await others(pool, "students", { id: "first", limit: 5 });
    await others(pool, "students", { id: "second", limit: 7 });
    await others(pool, "anyone", { id: "third", limit: 9 });
    expect(builds).toBe(2);
    expect(sent.map((s) => s.values)).toEqual([
      ["first", 5],
      ["second", 7],
      ["third", 9],
    ]);
    expect(sent[1]).toMatchObject({ name: sent[0]!.name, text: sent[0]!.text });
    expect(sent[0]!.text).toContain("'STUDENT'");
    expect(sent[2]!.text).not.toContain("'STUDENT'");
    expect(sent[2]!.name).not.toBe(sent[0]!.name);
  });

  it("refuses a builder holding a value of its own, on every run, and sends nothing", async () => {
    const scope = { user: { id: "first-caller" } };
    const mine = preparedQuery("test-captured", (k, _: "-", v: { limit: number }) =>
      k.selectFrom("group_memberships").select("group_id").where("user_id", "=", scope.user.id).limit(v.limit),
    );
    const { pool, sent } = recordingPool();
    const refusal = 'Prepared query "test-captured": parameter $1 is not one of its slots';
    await expect(mine(pool, "-", { limit: 10 })).rejects.toThrow(refusal);
    scope.user.id = "second-caller";
    await expect(mine(pool, "-", { limit: 10 })).rejects.toThrow(refusal);
    expect(sent).toEqual([]);
  });

  it("refuses a value computed from a slot, which stands for no value while the query is compiled", async () => {
    const page = preparedQuery("test-computed", (k, _: "-", v: { limit: number }) =>
      k
        .selectFrom("groups")
        .select("groups.id")
        .limit(v.limit + 1),
    );
    const { pool, sent } = recordingPool();
    await expect(page(pool, "-", { limit: 10 })).rejects.toThrow(
      'Prepared query "test-computed": parameter $1 is not one of its slots',
    );
    expect(sent).toEqual([]);
  });
});
