import type { Ctx } from "@/server/context";
import { groupInScope } from "@/server/scope/predicates";

/** Quizzes of the caller's groups, for the performance filters. */
export async function listQuizOptions(ctx: Ctx) {
  return ctx.db.kysely
    .selectFrom("quizzes")
    .select(["quizzes.id", "quizzes.name", "quizzes.group_id"])
    .where((eb) => groupInScope(ctx.scope, eb.ref("quizzes.group_id")))
    .orderBy("quizzes.created_at", "desc")
    .orderBy("quizzes.id")
    .limit(500)
    .execute();
}
