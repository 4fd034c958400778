import { sql } from "kysely";
import { z } from "zod";
import type { Ctx } from "@/server/context";
import { copyJsonArray } from "@/server/db/copy-json-array";
import { keysetPage } from "@/server/http/keyset-page";
import { PageAnswer } from "@/server/http/page-answer";
import { decodeCursor } from "@/server/http/page-cursor";
import { pageSizeOf, type OptionalPaging } from "@/server/http/page-query";
import { StreamedAnswer } from "@/server/http/streamed-response";
import { assertFilterIds } from "@/server/scope/filter-ids";
import { groupInScope, oneOf } from "@/server/scope/predicates";
import { performanceQuery } from "./performance-query";
import {
  studentEventsQuery,
  studentKeysQuery,
  studentsCountQuery,
  type PerformanceFilters,
  type StudentKey,
} from "./performance-targets";
import type {
  PerformanceQuery,
  StudentEvent,
  StudentEventsQuery,
  StudentFigures,
  StudentPerformance,
  StudentsPageQuery,
} from "./schema";

/** The groups whose students are reported: the filters, within the caller's access. */
async function targetGroups(ctx: Ctx, query: PerformanceQuery): Promise<string[]> {
  const { db, scope } = ctx;
  await assertFilterIds(db.kysely, scope, query);
  const groups = await db.kysely
    .selectFrom("groups")
    .select("groups.id")
    .where((eb) => groupInScope(scope, eb.ref("groups.id")))
    .$if(query.group_ids !== undefined, (q) => q.where((eb) => oneOf(eb.ref("groups.id"), query.group_ids!)))
    .$if(query.school_id !== undefined, (q) => q.where("groups.school_id", "=", query.school_id!))
    .execute();
  return groups.map((g) => g.id);
}

/** The statement's filters for the query, or null when no group is in reach. */
export async function performanceFilters(ctx: Ctx, query: PerformanceQuery): Promise<PerformanceFilters | null> {
  const groupIds = await targetGroups(ctx, query);
  if (groupIds.length === 0) return null;
  const toDate = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms));
  const { exam_id: examId, quiz_id: quizId, question_id: questionId } = query;
  return { groupIds, examId, quizId, questionId, start: toDate(query.start_date), end: toDate(query.end_date) };
}

/** Every student of the target groups with the statistics of spec 4.4 (the performance page). */
export async function usersPerformance(ctx: Ctx, query: PerformanceQuery): Promise<StudentPerformance[]> {
  const filters = await performanceFilters(ctx, query);
  if (!filters) return [];
  const rows = await performanceQuery(ctx.db.kysely, filters).execute();
  return rows.map((row) => ({ ...row, events: row.events ?? [] }));
}

/**
 * One page of the target students with their figures, sorted and paged by the database. An exam,
 * quiz or question filter leaves out the students with no event for it.
 */
export async function studentsPage(
  ctx: Ctx,
  query: StudentsPageQuery,
): Promise<{ total: number; students: StudentFigures[] }> {
  const filters = await performanceFilters(ctx, query);
  if (!filters) return { total: 0, students: [] };
  const active = { ...filters, activeOnly: true };
  const page = {
    sort: query.sort,
    direction: query.direction,
    offset: (query.page - 1) * query.page_size,
    limit: query.page_size,
  };
  const [count, students] = await Promise.all([
    studentsCountQuery(ctx.db.kysely, active).executeTakeFirstOrThrow(),
    performanceQuery(ctx.db.kysely, active, page).execute(),
  ]);
  return { total: Number(count.count), students };
}

/** One student's events passing the filters (the timeline); none for a student outside the target groups. */
export async function studentEvents(ctx: Ctx, query: StudentEventsQuery): Promise<StudentEvent[]> {
  const filters = await performanceFilters(ctx, query);
  if (!filters) return [];
  return studentEventsQuery(ctx.db.kysely, filters, query.student_id).execute();
}

async function* noStudents() {
  yield "[]";
}

/** Where a page of students ends: the list's order, by last and first name, then id. */
const position = z.tuple([z.string(), z.string(), z.uuid()]);

/**
 * The filters of one page of students: its end is read first (a small statement on the students
 * alone), since the Link to the next page goes out before the streamed records. The page is then
 * bounded by positions rather than a count, so a student added meanwhile lands on one page, never
 * pushes another off this one.
 */
async function pageFilters(ctx: Ctx, filters: PerformanceFilters, paging: OptionalPaging) {
  const limit = pageSizeOf(paging);
  if (limit === undefined) return { filters, nextCursor: null };
  const after = paging.cursor ? decodeCursor(paging.cursor, "performance", position) : undefined;
  const keys = await studentKeysQuery(ctx.db.kysely, { ...filters, after }, limit + 1).execute();
  const page = keysetPage(keys, limit, "performance", (k) => [k.last_name, k.first_name, k.id]);
  const last = page.items.at(-1);
  const through: StudentKey | undefined =
    page.next_cursor && last ? [last.last_name, last.first_name, last.id] : undefined;
  return { filters: { ...filters, after, through }, nextCursor: page.next_cursor };
}

/**
 * GET /exams/users: the same records as JSON that PostgreSQL writes and Node passes on. For a
 * platform's every student the answer is large, and parsed into objects and serialised again it took
 * many times its size in the server's memory.
 */
export async function usersPerformanceResponse(
  ctx: Ctx,
  query: PerformanceQuery,
  paging: OptionalPaging = {},
): Promise<PageAnswer<StudentPerformance[]>> {
  const { db } = ctx;
  const filters = await performanceFilters(ctx, query);
  const page = filters && (await pageFilters(ctx, filters, paging));
  const rows =
    page &&
    db.kysely
      .selectFrom(performanceQuery(db.kysely, page.filters).as("p"))
      .select(sql<string>`row_to_json(${sql.table("p")})::text`.as("json"));
  const chunks = rows ? copyJsonArray(db.pool, rows) : noStudents();
  return new PageAnswer<StudentPerformance[]>(
    new StreamedAnswer(chunks, { "content-type": "application/json" }),
    page?.nextCursor ?? null,
  );
}
