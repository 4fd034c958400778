import type { Ctx } from "@/server/context";
import { groupInScope } from "@/server/scope/predicates";

/**
 * Quizzes of the caller's groups, for the performance filters, with what tells two of one name apart: the group, and
 * when it was made in the school's zone (docs/performance.md, "The performance page").
 */
export async function listQuizOptions(ctx: Ctx) {
  const rows = await ctx.db.kysely
    .selectFrom("quizzes")
    .innerJoin("groups as g", "g.id", "quizzes.group_id")
    .innerJoin("schools as sc", "sc.id", "g.school_id")
    .select(["quizzes.id", "quizzes.name", "quizzes.group_id", "g.name as group_name", "quizzes.created_at"])
    .select("sc.time_zone")
    .where((eb) => groupInScope(ctx.scope, eb.ref("quizzes.group_id")))
    .orderBy("quizzes.created_at", "desc")
    .orderBy("quizzes.id")
    .limit(500)
    .execute();
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
