import { randomUUID } from "node:crypto";
import { sql, type ExpressionBuilder } from "kysely";
import type { DB } from "@/generated/kysely/types";
import type { Database } from "@/server/db/client";
import { RateLimitedError } from "@/server/errors/domain-error";

/** Seconds a refused caller is told to wait: about as long as a large report takes. */
const retryAfterSeconds = 5;
/** How long a slot outlives an instance that died holding it; a running request renews it every third of that. */
const leaseSeconds = 60;

const refused = (limit: number) =>
  new RateLimitedError(
    retryAfterSeconds,
    "heavy_work_limit",
    `At most ${limit} reports or performance queries at once; try again when one has finished`,
    { max: limit },
  );

const leaseOf = (userId: string, slot: number, leaseId: string) => (eb: ExpressionBuilder<DB, "heavy_leases">) =>
  eb.and([eb("user_id", "=", userId), eb("slot", "=", slot), eb("lease_id", "=", leaseId)]);

/**
 * One statement: takes a slot of the user's that is free or whose lease has expired, picked at random among them so
 * that requests arriving together rarely pick the same one. `slot` is what it took; `free` whether it saw one free
 * (taken by a request that committed first when `slot` is null).
 */
async function takeFreeSlot(db: Database, userId: string, limit: number, leaseId: string) {
  const expiresAt = sql<Date>`now() + make_interval(secs => ${leaseSeconds})`;
  const { rows } = await sql<{ slot: number | null; free: boolean }>`
    WITH free AS (
      SELECT candidate FROM generate_series(1, ${limit}::int) AS candidate
      WHERE NOT EXISTS (
        SELECT 1 FROM heavy_leases held
        WHERE held.user_id = ${userId}::uuid AND held.slot = candidate AND held.expires_at > now()
      )
      ORDER BY random() LIMIT 1
    ), taken AS (
      INSERT INTO heavy_leases (user_id, slot, lease_id, expires_at)
      SELECT ${userId}::uuid, candidate, ${leaseId}::uuid, ${expiresAt} FROM free
      ON CONFLICT (user_id, slot) DO UPDATE SET lease_id = excluded.lease_id, expires_at = excluded.expires_at
      WHERE heavy_leases.expires_at <= now()
      RETURNING slot
    )
    SELECT (SELECT slot FROM taken) AS slot, EXISTS (SELECT 1 FROM free) AS free`.execute(db.kysely);
  return rows[0] ?? { slot: null, free: false };
}

/**
 * Takes one of a user's `limit` slots for heavy work (a report, student performance), or refuses with 429. The slots
 * are rows of `heavy_leases`, so that the limit holds across every app instance (docs/deploy.md); one statement
 * takes a free one, however many are held (a statement per slot tried made a request queue for the pool once per
 * slot held). While held, the lease is renewed; the returned function gives it back (calling it again does nothing).
 * A lease an instance could not give back (it died, the database was away) frees itself after a minute.
 */
export async function takeHeavySlot(db: Database, userId: string, limit: number): Promise<() => Promise<void>> {
  const leaseId = randomUUID();
  let slot = 0;
  // Each retry follows a request of the user's that took the slot this one picked: at most `limit` of them.
  for (let tried = 0; tried <= limit && !slot; tried++) {
    const attempt = await takeFreeSlot(db, userId, limit, leaseId);
    if (!attempt.free) break;
    slot = attempt.slot ?? 0;
  }
  if (!slot) throw refused(limit);
  const renew = setInterval(
    () => {
      void db.kysely
        .updateTable("heavy_leases")
        .set({ expires_at: sql<Date>`now() + make_interval(secs => ${leaseSeconds})` })
        .where(leaseOf(userId, slot, leaseId))
        .execute()
        .catch(() => {});
    },
    (leaseSeconds * 1000) / 3,
  );
  renew.unref();
  let released: Promise<void> | undefined;
  // Callers need not wait: the slot is free once the delete commits, an instant later.
  return () =>
    (released ??= (async () => {
      clearInterval(renew);
      await db.kysely
        .deleteFrom("heavy_leases")
        .where(leaseOf(userId, slot, leaseId))
        .execute()
        .catch(() => {});
    })());
}
