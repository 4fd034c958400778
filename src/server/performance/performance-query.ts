import { sql, type Expression, type ExpressionBuilder } from "kysely";
import { jsonBuildObject } from "kysely/helpers/postgres";
import type { DB, EventType, StudentEvent, User } from "@/generated/kysely/types";
import type { Kdb } from "@/server/db/kysely";
import { oneOf } from "@/server/scope/predicates";
import { isCountFigure, studentsByFigure } from "./figure-sort-key";
import type { StatKey, StudentPerformance } from "./schema";

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

/** One page of students sorted by a figure (ties by name) or by name, without their events. */
export type StudentsPage = { sort: "name" | StatKey; direction: "asc" | "desc"; offset: number; limit: number };

const event = <E extends EventType>(name: E) => sql.lit<E>(name);
const asInt = (value: Expression<unknown>) => sql<number>`COALESCE(${value}, 0)::int`;
const rounded = (value: Expression<unknown>) => sql<number>`COALESCE(round(${value}::numeric, 3), 0)::float8`;

/**
 * Per-student statistics of spec 4.4 in one statement. Window functions do the per-question work
 * in one pass over the filtered events, so a school's events are never loaded into the app's memory.
 * A "question" is a question id: a student's events for it are taken together across contexts.
 */
export function performanceQuery(db: Kdb, filters: PerformanceFilters, page?: StudentsPage) {
  // A figure's ties go by name, A to Z.
  const nameDirection = page?.sort === "name" ? page.direction : "asc";
  // By a count figure, a cheaper statement picks the page first (figure-sort-key.ts); the rest by this one.
  const byCount = page !== undefined && isCountFigure(page.sort) ? { ...page, sort: page.sort } : undefined;
  return db
    .with("students", () => {
      const students = targetStudents(db, filters);
      if (byCount) return studentsByFigure(db, students, targetEvents(db, filters), byCount);
      // By name, the page is known before any event is read: only its students' events are.
      if (page?.sort !== "name") return students;
      const direction = page.direction;
      return students
        .orderBy("u.last_name", direction)
        .orderBy("u.first_name", direction)
        .orderBy("u.id", direction)
        .offset(page.offset)
        .limit(page.limit);
    })
    .with("ev", (w) =>
      w
        .selectFrom("student_events as e")
        .innerJoin("students as s", "s.id", "e.student_id")
        .select(["e.id", "e.student_id", "e.question_id", "e.exam_id", "e.quiz_id", "e.event", "e.created_at"])
        .where((x) => passesFilters(x, filters)),
    )
    .with("sequenced", (w) =>
      w
        .selectFrom("ev")
        .selectAll("ev")
        .select((x) => [
          // Kysely's window builder has no frame clause.
          sql<Date | null>`max(${x.ref("ev.created_at")}) FILTER (WHERE ${x.ref("ev.event")} = ${event("QUESTION_VIEW")})
        OVER (PARTITION BY ${x.ref("ev.student_id")}, ${x.ref("ev.question_id")}
              ORDER BY ${x.ref("ev.created_at")}, ${x.ref("ev.id")} ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)`.as(
            "last_view_before",
          ),
          x.fn
            .min("ev.created_at")
            .filterWhere("ev.event", "=", event("CORRECT_ANSWER"))
            .over((o) => o.partitionBy(["ev.student_id", "ev.question_id"]))
            .as("first_correct_at"),
        ]),
    )
    .with("answers", (w) =>
      w
        .selectFrom("sequenced as s")
        .selectAll("s")
        .select((x) => [
          x.fn
            .agg<number>("row_number")
            .over((o) => o.partitionBy(["s.student_id", "s.question_id"]).orderBy("s.created_at").orderBy("s.id"))
            .as("attempt"),
          x
            .case()
            .when("s.exam_id", "is not", null)
            .then(
              x.exists(
                x
                  .selectFrom("exam_groups as eg")
                  .innerJoin("group_memberships as gm", (j) =>
                    j.onRef("gm.group_id", "=", "eg.group_id").onRef("gm.user_id", "=", "s.student_id"),
                  )
                  .select(x.lit(1).as("one"))
                  .whereRef("eg.exam_id", "=", "s.exam_id")
                  .where((y) => y.ref("eg.allow_multiple_answers")),
              ),
            )
            .when("s.quiz_id", "is not", null)
            .then(
              x.fn.coalesce(
                x.selectFrom("quizzes as q").select("q.allow_multiple_answers").whereRef("q.id", "=", "s.quiz_id"),
                x.lit(false),
              ),
            )
            .else(x.lit(false))
            .end()
            .as("multiple"),
        ])
        .where("s.event", "<>", event("QUESTION_VIEW")),
    )
    .with("per_question", (w) =>
      w
        .selectFrom("answers")
        .select((x) => [
          "student_id",
          "question_id",
          x.fn
            .agg<boolean>("bool_or", [x.and([x("attempt", "=", sql.lit(1)), x("event", "=", event("CORRECT_ANSWER"))])])
            .as("first_correct"),
          x.fn
            .max(sql<number>`extract(epoch FROM ${x.ref("created_at")} - ${x.ref("last_view_before")})`)
            .filterWhere("attempt", "=", sql.lit(1))
            .as("first_answer_seconds"),
          x.fn.agg<boolean>("bool_or", ["multiple"]).as("multiple"),
          x.fn
            .countAll()
            .filterWhere((y) =>
              y.and([
                y("event", "=", event("WRONG_ANSWER")),
                y.or([y("first_correct_at", "is", null), y("created_at", "<", y.ref("first_correct_at"))]),
              ]),
            )
            .as("wrong_before_correct"),
        ])
        .groupBy(["student_id", "question_id"]),
    )
    .with("per_student", (w) =>
      w
        .selectFrom("per_question")
        .select((x) => [
          "student_id",
          x.fn.countAll().as("answered"),
          x.fn
            .countAll()
            .filterWhere((y) => y.ref("first_correct"))
            .as("correct"),
          x.fn.avg("first_answer_seconds").as("answer_time"),
          x.fn
            .avg(sql<number>`${x.ref("wrong_before_correct")} + 1`)
            .filterWhere((y) => y.ref("multiple"))
            .as("until_correct"),
        ])
        .groupBy("student_id"),
    )
    .with("totals", (w) =>
      w
        .selectFrom("ev")
        .select((x) => [
          "student_id",
          x.fn.count("exam_id").distinct().filterWhere("event", "<>", event("QUESTION_VIEW")).as("exams"),
          x.fn.count("quiz_id").distinct().filterWhere("event", "<>", event("QUESTION_VIEW")).as("quizzes"),
          x.fn.count("question_id").distinct().filterWhere("event", "=", event("QUESTION_VIEW")).as("seen"),
        ])
        .$if(!page, (q) =>
          q.select((x) =>
            x.fn
              .agg<StudentPerformance["events"]>("json_agg", [
                jsonBuildObject({
                  event: x.ref("event"),
                  created_at: isoTime(x.ref("created_at")),
                  question_id: x.ref("question_id"),
                  exam_id: x.ref("exam_id"),
                  quiz_id: x.ref("quiz_id"),
                }),
              ])
              .orderBy("created_at")
              .orderBy("id")
              .as("events"),
          ),
        )
        .groupBy("student_id"),
    )
    .selectFrom("students as s")
    .leftJoin("totals as t", "t.student_id", "s.id")
    .leftJoin("per_student as p", "p.student_id", "s.id")
    .select((x) => [
      "s.id",
      "s.first_name",
      "s.last_name",
      "s.profile_photo_url",
      asInt(x.ref("t.exams")).as("total_exams_count"),
      asInt(x.ref("t.quizzes")).as("total_quizzes_count"),
      asInt(x.ref("t.seen")).as("total_questions_seen_count"),
      asInt(x.ref("p.answered")).as("total_questions_answered_count"),
      asInt(x.ref("p.correct")).as("correct_answers_count"),
      rounded(x.ref("p.answer_time")).as("average_answer_time"),
      rounded(x.ref("p.until_correct")).as("average_answers_until_correct"),
    ])
    .$if(!page, (q) =>
      q.select((x) => x.fn.coalesce("t.events", sql<StudentPerformance["events"]>`'[]'::json`).as("events")),
    )
    .$if(page !== undefined && page.sort !== "name", (q) => q.orderBy(sql.ref(page!.sort), page!.direction))
    .$if(page !== undefined && page.sort !== "name" && !byCount, (q) => q.offset(page!.offset).limit(page!.limit))
    .orderBy("s.last_name", nameDirection)
    .orderBy("s.first_name", nameDirection)
    .orderBy("s.id", nameDirection);
}

const isoTime = (value: Expression<Date>) =>
  sql<string>`to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The event filters as one condition on `e`. */
function passesFilters(x: ExpressionBuilder<DB & { e: StudentEvent }, "e">, filters: PerformanceFilters) {
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
function targetStudents(db: Kdb, filters: PerformanceFilters) {
  const narrowed = filters.examId !== undefined || filters.quizId !== undefined || filters.questionId !== undefined;
  return db
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
const targetEvents = (db: Kdb, filters: PerformanceFilters) =>
  db
    .selectFrom("student_events as e")
    .selectAll("e")
    .where((x) => passesFilters(x, filters))
    .where("e.student_id", "in", targetStudents(db, filters).clearSelect().select("u.id"));

/** The name-order keys of the first `limit` target students after `filters.after`: where a page of them ends. */
export const studentKeysQuery = (db: Kdb, filters: PerformanceFilters, limit: number) =>
  targetStudents(db, filters)
    .clearSelect()
    .select(["u.last_name", "u.first_name", "u.id"])
    .orderBy("u.last_name")
    .orderBy("u.first_name")
    .orderBy("u.id")
    .limit(limit);

/** How many students `performanceQuery` pages through. */
export const studentsCountQuery = (db: Kdb, filters: PerformanceFilters) =>
  db.selectFrom(targetStudents(db, filters).as("s")).select((x) => x.fn.countAll<string>().as("count"));

/** One student's events passing the filters, in order, with their question's text; none unless the student is in the target groups. */
export const studentEventsQuery = (db: Kdb, filters: PerformanceFilters, studentId: string) =>
  db
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
