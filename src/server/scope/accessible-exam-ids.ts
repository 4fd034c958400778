import type { Kdb } from "@/server/db/kysely";
import { examAccessible } from "./predicates";
import type { Scope } from "./scope";

/** Those of the ids that name an exam the caller can change (examAccessible). */
export async function accessibleExamIds(kysely: Kdb, scope: Scope, ids: string[]): Promise<string[]> {
  const rows = await kysely
    .selectFrom("exams")
    .select("exams.id")
    .where("exams.id", "in", ids)
    .where(examAccessible(scope))
    .execute();
  return rows.map((row) => row.id);
}
