import type { AppDeps } from "@/server/app-deps";
import { copyJsonArray } from "@/server/db/copy-json-array";
import { streamedResponse } from "@/server/http/streamed-response";
import { assertFilterIds } from "@/server/exams/filter-ids";
import { assertGroups, assertSchools, type Scope } from "@/server/scope/scope";
import { performanceSql } from "./performance-sql";
import type { PerformanceQuery, StudentPerformance } from "./schema";

/** The groups whose students are reported: the filters, within the caller's access. */
async function targetGroups(deps: AppDeps, scope: Scope, query: PerformanceQuery): Promise<string[]> {
  if (query.group_ids) assertGroups(scope, query.group_ids);
  if (query.school_id) assertSchools(scope, [query.school_id]);
  await assertFilterIds(deps.db.kysely, scope, query);
  const groups = await deps.db.prisma.group.findMany({
    where: {
      AND: [scope.all ? {} : { id: { in: scope.groupIds } }, query.group_ids ? { id: { in: query.group_ids } } : {}, query.school_id ? { schoolId: query.school_id } : {}],
    },
    select: { id: true },
  });
  return groups.map((g) => g.id);
}

/** The statement's parameters for the query, or null when no group is in reach. */
async function performanceParams(deps: AppDeps, scope: Scope, query: PerformanceQuery): Promise<unknown[] | null> {
  const groupIds = await targetGroups(deps, scope, query);
  if (groupIds.length === 0) return null;
  const toDate = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());
  return [groupIds, query.exam_id ?? null, query.quiz_id ?? null, query.question_id ?? null, toDate(query.start_date), toDate(query.end_date)];
}

/** Every student of the target groups with the statistics of spec 4.4 (the performance page). */
export async function usersPerformance(deps: AppDeps, scope: Scope, query: PerformanceQuery): Promise<StudentPerformance[]> {
  const params = await performanceParams(deps, scope, query);
  if (!params) return [];
  return (await deps.db.pool.query<StudentPerformance>(performanceSql, params)).rows;
}

async function* noStudents() {
  yield "[]";
}

/**
 * GET /exams/users: the same records as JSON that PostgreSQL writes and Node passes on. For a
 * platform's every student the answer is hundreds of megabytes, which parsed into objects and
 * serialised again took gigabytes of the server's memory.
 */
export async function usersPerformanceResponse(deps: AppDeps, scope: Scope, query: PerformanceQuery): Promise<Response> {
  const params = await performanceParams(deps, scope, query);
  const chunks = params ? copyJsonArray(deps.db.pool, `SELECT row_to_json(p)::text FROM (${performanceSql}) p`, params) : noStudents();
  return streamedResponse(chunks, { "content-type": "application/json" });
}
