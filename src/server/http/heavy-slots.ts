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

/** Free slots a request picks from beyond those held: requests arriving together rarely pick the same one. */
const spread = 8;

/**
 * One statement: takes a slot of the user's that is free or whose lease has expired, picked at random among the first
 * `held + spread` (at most `limit`), which hold a free one whenever fewer than `limit` are held, whatever the limit.
 * `slot` is what it took; `free` whether it saw one free (taken by a request that committed first when `slot` is
 * null).
 */
async function takeFreeSlot(db: Database, userId: string, limit: number, leaseId: string) {
  const now = sql<Date>`now()`;
  const expiresAt = sql<Date>`now() + make_interval(secs => ${leaseSeconds})`;
  const held = db.kysely
    .selectFrom("heavy_leases")
    .select((eb) => eb.fn.countAll<number>().as("held"))
    .where("user_id", "=", userId)
    .where("expires_at", ">", now);
  const candidates = sql<{ candidate: number }>`generate_series(1, least(${limit}::int, (${held}) + ${spread}))`;
  return db.kysely
    .with("free", (qc) =>
      qc
        .selectFrom(candidates.as("candidate"))
        .select("candidate")
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("heavy_leases as held")
                .select("held.slot")
                .where("held.user_id", "=", userId)
                .whereRef("held.slot", "=", "candidate")
                .where("held.expires_at", ">", now),
            ),
          ),
        )
        .orderBy(sql`random()`)
        .limit(1),
    )
    .with("taken", (qc) =>
      qc
        .insertInto("heavy_leases")
        .columns(["user_id", "slot", "lease_id", "expires_at"])
        .expression((eb) =>
          eb
            .selectFrom("free")
            .select([
              sql<string>`${userId}::uuid`.as("user_id"),
              "candidate",
              sql<string>`${leaseId}::uuid`.as("lease_id"),
              expiresAt.as("expires_at"),
            ]),
        )
        .onConflict((conflict) =>
          conflict
            .columns(["user_id", "slot"])
            .doUpdateSet((eb) => ({
              lease_id: eb.ref("excluded.lease_id"),
              expires_at: eb.ref("excluded.expires_at"),
            }))
            .where("heavy_leases.expires_at", "<=", now),
        )
        .returning("slot"),
    )
    .selectNoFrom((eb) => [
      eb.selectFrom("taken").select("slot").as("slot"),
      eb.exists(eb.selectFrom("free").select("candidate")).as("free"),
    ])
    .executeTakeFirstOrThrow();
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
