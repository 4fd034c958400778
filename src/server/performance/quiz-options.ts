import type { AppDeps } from "@/server/app-deps";
import type { Scope } from "@/server/scope/scope";

/** Quizzes of the caller's groups, for the performance filters. */
export async function listQuizOptions(deps: AppDeps, scope: Scope) {
  const quizzes = await deps.db.prisma.quiz.findMany({
    where: scope.all ? {} : { groupId: { in: scope.groupIds } },
    select: { id: true, name: true, groupId: true },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: 500,
  });
  return quizzes.map((q) => ({ id: q.id, name: q.name, group_id: q.groupId }));
}
