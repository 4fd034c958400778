import { sql, type Expression, type ExpressionBuilder } from "kysely";
import type { DB, StudentEvent, User } from "@/generated/kysely/types";
import type { Kdb } from "@/server/db/kysely";
import { oneOf } from "@/server/scope/predicates";

/**
 * The students' groups and the event filters; an absent filter lets every event through. With
 * `activeOnly`, an exam, quiz or question filter also drops the students with no event passing the filters.
 */
export type PerformanceFilters = {
  groupIds: string[];
  examId?: string;
  quizId?: string;
  questionId?: string;
  start?: Date;
  end?: Date;
  activeOnly?: boolean;
  /** A page of students in name order: those after the one position and up to the other (studentKeysQuery). */
  after?: StudentKey;
  through?: StudentKey;
};

/** A student's place in the name order, unique by the id. */
export type StudentKey = [lastName: string, firstName: string, id: string];

/** A time as the API writes it, in UTC with milliseconds. */
export const isoTime = (value: Expression<Date>) =>
  sql<string>`to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The event filters as one condition on `e`. */
export function passesFilters(x: ExpressionBuilder<DB & { e: StudentEvent }, "e">, filters: PerformanceFilters) {
  const { examId, quizId, questionId, start, end } = filters;
  return x.and([
    ...(examId !== undefined ? [x("e.exam_id", "=", examId)] : []),
    ...(quizId !== undefined ? [x("e.quiz_id", "=", quizId)] : []),
    ...(questionId !== undefined ? [x("e.question_id", "=", questionId)] : []),
    ...(start !== undefined ? [x("e.created_at", ">=", start)] : []),
    ...(end !== undefined ? [x("e.created_at", "<=", end)] : []),
  ]);
}

const inTargetGroups = (x: ExpressionBuilder<DB & { u: User }, "u">, groupIds: string[]) =>
  x.exists(
    x
      .selectFrom("group_memberships as gm")
      .select(x.lit(1).as("one"))
      .whereRef("gm.user_id", "=", "u.id")
      .where((y) => oneOf(y.ref("gm.group_id"), groupIds)),
  );

/** The students of the target groups, less the inactive ones when `activeOnly` asks. */
export function targetStudents(kysely: Kdb, filters: PerformanceFilters) {
  const narrowed = filters.examId !== undefined || filters.quizId !== undefined || filters.questionId !== undefined;
  return kysely
    .selectFrom("users as u")
    .select(["u.id", "u.first_name", "u.last_name", "u.profile_photo_url"])
    .where("u.role", "=", sql.lit("STUDENT"))
    .where((x) => inTargetGroups(x, filters.groupIds))
    .$if(filters.after !== undefined, (q) =>
      q.where((x) => x(x.refTuple("u.last_name", "u.first_name", "u.id"), ">", x.tuple(...filters.after!))),
    )
    .$if(filters.through !== undefined, (q) =>
      q.where((x) => x(x.refTuple("u.last_name", "u.first_name", "u.id"), "<=", x.tuple(...filters.through!))),
    )
    .$if(filters.activeOnly === true && narrowed, (q) =>
      q.where((x) =>
        x.exists(
          x
            .selectFrom("student_events as e")
            .select(x.lit(1).as("one"))
            .whereRef("e.student_id", "=", "u.id")
            .where((y) => passesFilters(y, filters)),
        ),
      ),
    );
}

/** The events passing the filters of the target students. */
export const targetEvents = (kysely: Kdb, filters: PerformanceFilters) =>
  kysely
    .selectFrom("student_events as e")
    .selectAll("e")
    .where((x) => passesFilters(x, filters))
    .where("e.student_id", "in", targetStudents(kysely, filters).clearSelect().select("u.id"));

/** The name-order keys of the first `limit` target students after `filters.after`: where a page of them ends. */
export const studentKeysQuery = (kysely: Kdb, filters: PerformanceFilters, limit: number) =>
  targetStudents(kysely, filters)
    .clearSelect()
    .select(["u.last_name", "u.first_name", "u.id"])
    .orderBy("u.last_name")
    .orderBy("u.first_name")
    .orderBy("u.id")
    .limit(limit);

/** How many students `performanceQuery` pages through. */
export const studentsCountQuery = (kysely: Kdb, filters: PerformanceFilters) =>
  kysely.selectFrom(targetStudents(kysely, filters).as("s")).select((x) => x.fn.countAll<string>().as("count"));

/**
 * One student's events passing the filters, in order, with their question's text; none unless the
 * student is in the target groups.
 */
export const studentEventsQuery = (kysely: Kdb, filters: PerformanceFilters, studentId: string) =>
  kysely
    .selectFrom("student_events as e")
    .innerJoin("users as u", "u.id", "e.student_id")
    .innerJoin("bank_questions as q", "q.id", "e.question_id")
    .select((x) => [
      "e.event",
      isoTime(x.ref("e.created_at")).as("created_at"),
      "e.question_id",
      "q.description as question_text",
      "e.exam_id",
      "e.quiz_id",
    ])
    .where("e.student_id", "=", studentId)
    .where((x) => passesFilters(x, filters))
    .where((x) => inTargetGroups(x, filters.groupIds))
    .orderBy("e.created_at")
    .orderBy("e.id");
