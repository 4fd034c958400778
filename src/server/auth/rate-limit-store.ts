import { hash } from "node:crypto";
import { sql, type ExpressionBuilder, type RawBuilder } from "kysely";
import type { DB } from "@/generated/kysely/types";
import type { Database } from "@/server/db/client";
import type { Kdb } from "@/server/db/kysely";
import type { Limit } from "./rate-limit-config";

export type Count = { count: number; retryAfterSeconds: number };

/** Keys are hashed so that the table holds no e-mail or address. */
export const limitKey = (kind: string, value: string) => `${kind}:${hash("sha256", value, "base64url").slice(0, 32)}`;

// Fewer than this many stale rows are deleted per new window, so pruning stays a small, bounded cost.
const pruneBatch = 100;

// Windows follow the database clock, which every instance shares, unless a test gives its own time (`at`).
const databaseClock = sql<Date>`clock_timestamp()`;
const nowOf = (at: Date | undefined) => (at ? sql<Date>`${at}::timestamptz` : databaseClock);

/** Whole seconds until the window of a rate_limits row ends, at least 1. */
const retryAfter = (eb: ExpressionBuilder<DB, "rate_limits">, now: RawBuilder<Date>) =>
  sql<number>`greatest(1, ceil(extract(epoch from ${eb.ref("rate_limits.expires_at")} - ${now})))::int`.as(
    "retry_after",
  );

/**
 * Counts one failure for `key` in the current window, atomically across app instances: one upsert
 * that restarts the count when the stored row belongs to an earlier window.
 */
export async function recordFailure(db: Database, key: string, limit: Limit, at?: Date): Promise<Count> {
  const now = nowOf(at);
  const ms = sql.val(limit.windowMs);
  const start = sql<Date>`to_timestamp(floor(extract(epoch from ${now}) * 1000 / ${ms}::int) * ${ms}::int / 1000.0)`;
  const window = db.kysely.selectNoFrom(start.as("start")).as("w");
  const row = await db.kysely
    .insertInto("rate_limits")
    .columns(["key", "window_start", "count", "expires_at"])
    .expression(
      db.kysely
        .selectFrom(window)
        .select((eb) => [
          eb.val(key).as("key"),
          "w.start",
          eb.lit(1).as("count"),
          sql<Date>`${eb.ref("w.start")} + ${ms}::int * interval '1 millisecond'`.as("expires_at"),
        ]),
    )
    .onConflict((oc) =>
      oc.column("key").doUpdateSet((eb) => ({
        count: eb
          .case()
          .when("rate_limits.window_start", "=", eb.ref("excluded.window_start"))
          .then(eb("rate_limits.count", "+", 1))
          .else(1)
          .end(),
        window_start: eb.ref("excluded.window_start"),
        expires_at: eb.ref("excluded.expires_at"),
      })),
    )
    .returning((eb) => ["rate_limits.count", retryAfter(eb, now)])
    .executeTakeFirstOrThrow();
  if (row.count === 1) await pruneExpired(db);
  return { count: row.count, retryAfterSeconds: row.retry_after };
}

/**
 * The failures counted in the current window for `key`, as a subquery of at most one row
 * (count, retry_after): the bearer-token lookup runs it in its own statement. `at` (a test's clock) may be a
 * prepared statement's slot.
 */
export const currentFailures = (kysely: Kdb, key: string, at?: Date) => {
  const now = nowOf(at);
  return kysely
    .selectFrom("rate_limits")
    .select((eb) => ["rate_limits.count", retryAfter(eb, now)])
    .where("rate_limits.key", "=", key)
    .where("rate_limits.expires_at", ">", now);
};

/** The failures counted for each of `keys` in its current window (0 when none), in one statement. */
export async function currentFailuresOf(db: Database, keys: string[], at?: Date): Promise<Count[]> {
  const now = nowOf(at);
  const rows = await db.kysely
    .selectFrom("rate_limits")
    .select((eb) => ["rate_limits.key", "rate_limits.count", retryAfter(eb, now)])
    .where("rate_limits.key", "=", sql<string>`any(${keys})`)
    .where("rate_limits.expires_at", ">", now)
    .execute();
  const byKey = new Map(rows.map((r) => [r.key, { count: r.count, retryAfterSeconds: r.retry_after }]));
  return keys.map((key) => byKey.get(key) ?? { count: 0, retryAfterSeconds: 0 });
}

// The outer condition is re-checked on a row another instance just moved to a new window, which is kept. Stale by the
// database's clock always: a test's clock must not prune the windows of others running beside it.
async function pruneExpired(db: Database): Promise<void> {
  const stale = db.kysely
    .selectFrom("rate_limits")
    .select("key")
    .where("expires_at", "<", databaseClock)
    .limit(pruneBatch);
  await db.kysely.deleteFrom("rate_limits").where("expires_at", "<", databaseClock).where("key", "in", stale).execute();
}
