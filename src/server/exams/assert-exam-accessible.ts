import type { Kdb } from "@/server/db/kysely";
import { forbidden } from "@/server/errors/domain-error";
import { examAccessible } from "@/server/scope/predicates";
import type { Scope } from "@/server/scope/scope";

/** 403 for an existing exam the caller cannot change; `db` may be a transaction's, to check under its lock. */
export async function assertExamAccessible(kysely: Kdb, scope: Scope, id: string): Promise<void> {
  const exam = await kysely
    .selectFrom("exams")
    .select("exams.id")
    .where("exams.id", "=", id)
    .where(examAccessible(scope))
    .executeTakeFirst();
  if (!exam) throw forbidden("exam_outside_access", "This exam is outside your access");
}
