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

/** Takes `slot` of the user's if it is free or its lease has expired: whether it did. */
async function takeSlot(db: Database, userId: string, slot: number, leaseId: string): Promise<boolean> {
  const expiresAt = sql<Date>`now() + make_interval(secs => ${leaseSeconds})`;
  const taken = await db.kysely
    .insertInto("heavy_leases")
    .values({ user_id: userId, slot, lease_id: leaseId, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict
        .columns(["user_id", "slot"])
        .doUpdateSet({ lease_id: leaseId, expires_at: expiresAt })
        .where("heavy_leases.expires_at", "<=", sql<Date>`now()`),
    )
    .returning("slot")
    .executeTakeFirst();
  return taken !== undefined;
}

/**
 * Takes one of a user's `limit` slots for heavy work (a report, student performance), or refuses with 429. The slots
 * are rows of `heavy_leases`, so that the limit holds across every app instance (docs/deploy.md); a slot is tried
 * with one statement, the first free one usually at the first. While held, the lease is renewed; the returned
 * function gives it back (calling it again does nothing). A lease an instance could not give back (it died, the
 * database was away) frees itself after a minute.
 */
export async function takeHeavySlot(db: Database, userId: string, limit: number): Promise<() => Promise<void>> {
  const leaseId = randomUUID();
  let slot = 0;
  for (let tried = 1; tried <= limit && !slot; tried++) {
    if (await takeSlot(db, userId, tried, leaseId)) slot = tried;
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
