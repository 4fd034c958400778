import { z } from "zod";
import { sql } from "kysely";
import type { Ctx } from "@/server/context";
import { keysetPage } from "@/server/http/keyset-page";
import { decodeCursor } from "@/server/http/page-cursor";
import { schoolBounds } from "@/server/home/school-bounds";
import { groupInScope, oneOf } from "@/server/scope/predicates";
import { now as appNow } from "@/server/time/now";
import type { ListStudentQuestionsQuery, StudentQuestionList, StudentQuestionListItem } from "./list-schema";
import { questionsWithPeople } from "./questions-with-people";
import { orderOf, sortKeyOf, sortKeys, type SortKey } from "./sort-keys";

/** Where a page ends: the creation instant (stored to the millisecond, so toISOString is exact), then the id. */
const position = z.tuple([z.iso.datetime(), z.uuid()]);
/** Sorted by a key: its text (null among the questions without one, after the rest), then the age's position. */
const keyedPosition = z.tuple([z.string().max(1000).nullable(), z.iso.datetime(), z.uuid()]);
// The date's cursor keeps the list's first name, so the pages a client holds stay valid; each key has its own.
const cursorList = (key: SortKey | "created_at") =>
  key === "created_at" ? "student-questions" : `student-questions:${key}`;
const excerptLength = 300;
/** Every zone's Monday 00:00 lies within the last 8 days: a constant range for the answered_at index. */
const weekMs = 8 * 24 * 60 * 60 * 1000;

const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(" ");

/**
 * One page and one row more (there is a next page when it comes back), by keyset on (created_at, id), or on
 * (sort key, created_at, id) with the questions that have no key (no teacher) after the rest in both directions.
 */
function pageOfQuestions(ctx: Ctx, query: ListStudentQuestionsQuery, now: Date) {
  const { kysely } = ctx.db;
  const name = sortKeyOf(query.sort);
  const order = orderOf(query.sort);
  const after = order === "desc" ? "<" : ">";
  const key = name === "created_at" ? null : sortKeys[name]();
  const cursor = !query.cursor
    ? null
    : key
      ? decodeCursor(query.cursor, cursorList(name), keyedPosition)
      : ([null, ...decodeCursor(query.cursor, cursorList(name), position)] as const);
  return questionsWithPeople(kysely)
    .select((eb) => [
      "q.id",
      "q.status",
      "q.anonymous",
      eb.fn<string>("left", [eb.ref("q.description"), eb.lit(excerptLength)]).as("description"),
      "q.created_at",
      "q.answered_at",
      "sc.time_zone",
      "st.id as student_id",
      "st.first_name as student_first_name",
      "st.last_name as student_last_name",
      "t.id as teacher_id",
      "t.first_name as teacher_first_name",
      "t.last_name as teacher_last_name",
      "g.id as group_id",
      "g.name as group_name",
      "sc.id as school_id",
      "sc.name as school_name",
      "d.id as discipline_id",
      "d.name as discipline_name",
      "su.id as subject_id",
      "su.name as subject_name",
      (key ?? sql<null>`null`).as("sort_key"),
    ])
    .where((eb) => {
      const where = [groupInScope(ctx.scope, eb.ref("q.group_id"))];
      if (query.status?.length) where.push(oneOf(eb.ref("q.status"), query.status));
      if (query.school_id) where.push(eb("g.school_id", "=", query.school_id));
      if (query.group_id) where.push(eb("q.group_id", "=", query.group_id));
      if (query.discipline_id) where.push(eb("q.discipline_id", "=", query.discipline_id));
      if (query.teacher_id) where.push(eb("q.teacher_id", "=", query.teacher_id));
      if (query.answered === "this_week") {
        // The home's "answered this week" (home-numbers.ts): each school's own Monday, until now.
        where.push(eb("q.answered_at", ">=", new Date(now.getTime() - weekMs)), eb("q.answered_at", "<=", now));
        where.push(
          eb.exists(
            eb
              .selectFrom(schoolBounds(kysely, ctx.scope, now).as("b"))
              .select(sql.lit(1).as("one"))
              .whereRef("b.id", "=", "g.school_id")
              .whereRef("q.answered_at", ">=", "b.week_start"),
          ),
        );
      }
      if (cursor) {
        const [value, at, id] = cursor;
        const byAge = eb(eb.refTuple("q.created_at", "q.id"), after, eb.tuple(new Date(at), id));
        if (!key) where.push(byAge);
        else if (value === null) where.push(eb.and([eb(key, "is", null), byAge]));
        else {
          const position = sql<boolean>`(${key}, q.created_at, q.id) ${sql.raw(after)} (${value}, ${new Date(at)}, cast(${id} as uuid))`;
          where.push(eb.or([eb(key, "is", null), position]));
        }
      }
      return eb.and(where);
    })
    .$if(key !== null, (qb) => qb.orderBy(sql`${key} is null`).orderBy(key!, order))
    .orderBy("q.created_at", order)
    .orderBy("q.id", order)
    .limit(query.limit + 1)
    .execute();
}

type Row = Awaited<ReturnType<typeof pageOfQuestions>>[number];

function toItem(row: Row): StudentQuestionListItem {
  return {
    id: row.id,
    status: row.status,
    anonymous: row.anonymous,
    description: row.description,
    created_at: row.created_at.toISOString(),
    answered_at: row.answered_at?.toISOString() ?? null,
    time_zone: row.time_zone,
    student: { id: row.student_id, name: fullName(row.student_first_name, row.student_last_name) },
    teacher: row.teacher_id
      ? { id: row.teacher_id, name: fullName(row.teacher_first_name ?? "", row.teacher_last_name ?? "") }
      : null,
    group: { id: row.group_id, name: row.group_name },
    school: { id: row.school_id, name: row.school_name },
    discipline: { id: row.discipline_id, name: row.discipline_name },
    subject:
      row.subject_id !== null && row.subject_name !== null ? { id: row.subject_id, name: row.subject_name } : null,
  };
}

/**
 * The students' questions of the groups the caller reads (docs/student-questions.md), by age, status or a name,
 * filtered and paged by keyset. Anonymous questions name their student, as the questions
 * report does: the list is for the school's staff.
 */
export async function listStudentQuestions(
  ctx: Ctx,
  query: ListStudentQuestionsQuery,
  { now = appNow() }: { now?: Date } = {},
): Promise<StudentQuestionList> {
  const rows = await pageOfQuestions(ctx, query, now);
  const name = sortKeyOf(query.sort);
  const page = keysetPage(rows, query.limit, cursorList(name), (row) =>
    name === "created_at"
      ? [row.created_at.toISOString(), row.id]
      : [row.sort_key, row.created_at.toISOString(), row.id],
  );
  return { items: page.items.map(toItem), next_cursor: page.next_cursor };
}
