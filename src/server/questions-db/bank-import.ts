import { sql } from "kysely";
import type { Database } from "@/server/db/client";
import type { Kdb } from "@/server/db/kysely";

/**
 * A pending import untouched for this long is taken for one a crash (or a lost process) left: every batch of
 * a live import touches it, and a batch is at most some hundreds of questions and their embedded files.
 */
export const abandonedImportMinutes = 10;

/** Rows a discarded import's deletion removes per transaction, so that it holds the connection briefly too. */
const discardBatch = 1_000;

/** When an import untouched since is abandoned: once it is, it can be neither touched nor published again. */
const abandonedBefore = () => sql<Date>`now() - make_interval(mins => ${abandonedImportMinutes})`;

/** Opens a pending import: what it writes under `id` stays hidden until `publishImport`. */
export async function beginImport(kysely: Kdb, id: string): Promise<void> {
  await kysely.insertInto("bank_imports").values({ id }).execute();
}

/** Stamps a live import (pending, not abandoned) with the database's now; false when it is no longer live. */
async function stampLive(kysely: Kdb, id: string, column: "touched_at" | "published_at"): Promise<boolean> {
  const rows = await kysely
    .updateTable("bank_imports")
    .set({ [column]: sql<Date>`now()` })
    .where("id", "=", id)
    .where("published_at", "is", null)
    .where("touched_at", ">=", abandonedBefore())
    .returning("id")
    .execute();
  // Rows, not a count: inside a Prisma transaction (kyselyIn) Kysely gets no affected-row count.
  return rows.length === 1;
}

/** Moves the import's clock on, as each batch does; false when it is no longer live (taken for abandoned). */
export const touchImport = (kysely: Kdb, id: string) => stampLive(kysely, id, "touched_at");

/** Makes everything the import wrote visible at once: one row. False when it is no longer live. */
export const publishImport = (kysely: Kdb, id: string) => stampLive(kysely, id, "published_at");

/**
 * Deletes a pending import that failed or was abandoned, and what it wrote, in short transactions: its
 * questions (their answers and other subjects go with them), then its subjects, which only its own
 * questions could refer to, then its row.
 */
export async function discardImport({ kysely }: Database, id: string): Promise<void> {
  for (;;) {
    const deleted = await kysely
      .deleteFrom("bank_questions")
      .where("id", "in", (eb) =>
        eb.selectFrom("bank_questions").select("id").where("import_id", "=", id).limit(discardBatch),
      )
      .executeTakeFirst();
    if (deleted.numDeletedRows < BigInt(discardBatch)) break;
  }
  await kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom("subjects").where("import_id", "=", id).execute();
    await trx.deleteFrom("bank_imports").where("id", "=", id).where("published_at", "is", null).execute();
  });
}

/** Discards the pending imports nobody has touched for `abandonedImportMinutes`: those a crash left. */
export async function discardAbandonedImports(db: Database): Promise<number> {
  const abandoned = await db.kysely
    .selectFrom("bank_imports")
    .select("id")
    .where("published_at", "is", null)
    .where("touched_at", "<", abandonedBefore())
    .execute();
  for (const { id } of abandoned) await discardImport(db, id);
  return abandoned.length;
}
