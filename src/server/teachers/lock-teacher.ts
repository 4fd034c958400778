import type { Tx } from "@/server/db/client";
import { kyselyIn } from "@/server/db/kysely";

/**
 * One writer per teacher at a time: availability blocks and bookings both check a teacher's time
 * for overlaps before they insert, and under this lock each sees the other's work.
 */
export async function lockTeacher(tx: Tx, teacherId: string): Promise<void> {
  await kyselyIn(tx)
    // As text: Prisma's raw queries cannot return the function's type (void).
    .selectNoFrom((eb) => {
      const lock = eb.fn("pg_advisory_xact_lock", [eb.fn("hashtext", [eb.val(teacherId)])]);
      return eb.cast<string>(lock, "text").as("locked");
    })
    .execute();
}
