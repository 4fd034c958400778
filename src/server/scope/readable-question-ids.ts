import type { Kdb } from "@/server/db/kysely";
import { importPublished, schoolInScope } from "./predicates";
import type { Scope } from "./scope";

/** Those of the ids that name a question of a school the caller may read, written by no pending import. */
export async function readableQuestionIds(kysely: Kdb, scope: Scope, ids: string[]): Promise<string[]> {
  const rows = await kysely
    .selectFrom("bank_questions")
    .select("bank_questions.id")
    .where("bank_questions.id", "in", ids)
    .where((eb) => schoolInScope(scope, eb.ref("bank_questions.school_id")))
    .where((eb) => importPublished(eb.ref("bank_questions.import_id")))
    .execute();
  return rows.map((row) => row.id);
}
