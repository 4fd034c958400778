import type { AppDeps } from "@/server/app-deps";
import { assertFilterIds } from "@/server/scope/filter-ids";
import { assertGroups, assertSchools, requireStaff, type Scope } from "@/server/scope/scope";
import { performanceSql } from "./performance-sql";
import type { PerformanceQuery, StudentPerformance } from "./schema";

/** The groups whose students are reported: the filters, within the caller's access. */
async function targetGroups(deps: AppDeps, scope: Scope, query: PerformanceQuery): Promise<string[]> {
  if (query.group_ids) assertGroups(scope, query.group_ids);
  if (query.school_id) assertSchools(scope, [query.school_id]);
  await assertFilterIds(deps.db.prisma, scope, query);
  const groups = await deps.db.prisma.group.findMany({
    where: {
      AND: [scope.all ? {} : { id: { in: scope.groupIds } }, query.group_ids ? { id: { in: query.group_ids } } : {}, query.school_id ? { schoolId: query.school_id } : {}],
    },
    select: { id: true },
  });
  return groups.map((g) => g.id);
}

/** GET /exams/users: every student of the target groups with the statistics of spec 4.4. */
export async function usersPerformance(deps: AppDeps, scope: Scope, query: PerformanceQuery): Promise<StudentPerformance[]> {
  requireStaff(scope);
  const groupIds = await targetGroups(deps, scope, query);
  if (groupIds.length === 0) return [];
  const toDate = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());
  const { rows } = await deps.db.pool.query<StudentPerformance>(performanceSql, [
    groupIds,
    query.exam_id ?? null,
    query.quiz_id ?? null,
    query.question_id ?? null,
    toDate(query.start_date),
    toDate(query.end_date),
  ]);
  return rows;
}
