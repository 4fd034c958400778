import type { Kdb } from "@/server/db/kysely";
import { oneOf } from "@/server/scope/predicates";

/** A group without a discipline: a question of that discipline may go neither to it nor into an exam given to it. */
export type DisciplineMismatch = { groupId: string; groupName: string; disciplineId: number };

/**
 * The one rule between a question and where it goes (docs/exams.md, docs/questions-db.md): its discipline must be
 * one of every target group's, whether the question is sent to the group or joins an exam given to it. Returns
 * each pair of the named groups and disciplines that breaks it, by group name; unknown ids make no pair (each caller
 * refuses them with its own code). `k` is kyselyIn(tx), so the check sees what the transaction wrote.
 */
export async function disciplineMismatches(
  kysely: Kdb,
  groupIds: readonly string[],
  disciplineIds: readonly number[],
): Promise<DisciplineMismatch[]> {
  if (!groupIds.length || !disciplineIds.length) return [];
  return kysely
    .selectFrom("groups as g")
    .crossJoin("disciplines as d")
    .select(["g.id as groupId", "g.name as groupName", "d.id as disciplineId"])
    .where((eb) => oneOf(eb.ref("g.id"), [...new Set(groupIds)]))
    .where((eb) => oneOf(eb.ref("d.id"), [...new Set(disciplineIds)]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("group_disciplines as gd")
            .select(eb.lit(1).as("one"))
            .whereRef("gd.group_id", "=", "g.id")
            .whereRef("gd.discipline_id", "=", "d.id"),
        ),
      ),
    )
    .orderBy("g.name")
    .orderBy("g.id")
    .orderBy("d.id")
    .execute();
}
