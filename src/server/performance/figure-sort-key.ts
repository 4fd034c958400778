import { sql, type Selectable, type SelectQueryBuilder } from "kysely";
import type { DB, EventType, StudentEvent, User } from "@/generated/kysely/types";
import type { Kdb } from "@/server/db/kysely";
import type { StatKey } from "./schema";

type Student = { id: string; first_name: string; last_name: string; profile_photo_url: string | null };
type Students = SelectQueryBuilder<DB & { u: User }, "u", Student>;
type Events = SelectQueryBuilder<DB & { e: StudentEvent }, "e", Selectable<StudentEvent>>;

/** The figures whose value is a count over the events alone, without the windows of the full statement. */
export const countFigures = [
  "total_exams_count",
  "total_quizzes_count",
  "total_questions_seen_count",
  "total_questions_answered_count",
  "correct_answers_count",
] as const satisfies readonly StatKey[];
export type CountFigure = (typeof countFigures)[number];

export const isCountFigure = (sort: string): sort is CountFigure => (countFigures as readonly string[]).includes(sort);

const view = sql.lit<EventType>("QUESTION_VIEW");
const correct = sql.lit<EventType>("CORRECT_ANSWER");

/**
 * One count figure per student with events, as the full statement defines it (performance-query.ts): distinct
 * exams, quizzes and answered questions over the answers, distinct viewed questions, and the questions whose first
 * answer (by time, then id) was correct. `events` are the filtered events of the target students.
 */
export function figureKey(kysely: Kdb, events: Events, figure: CountFigure) {
  const counted = (column: "exam_id" | "quiz_id" | "question_id", viewsOnly: boolean) =>
    kysely
      .selectFrom(events.as("ev"))
      .select((x) => [
        "ev.student_id",
        sql<number>`count(DISTINCT ${x.ref(`ev.${column}`)})
          FILTER (WHERE ${x.ref("ev.event")} ${sql.raw(viewsOnly ? "=" : "<>")} ${view})`.as("value"),
      ])
      .groupBy("ev.student_id");
  if (figure === "total_exams_count") return counted("exam_id", false);
  if (figure === "total_quizzes_count") return counted("quiz_id", false);
  if (figure === "total_questions_seen_count") return counted("question_id", true);
  if (figure === "total_questions_answered_count") return counted("question_id", false);
  const firsts = kysely
    .selectFrom(events.as("ev"))
    .distinctOn(["ev.student_id", "ev.question_id"])
    .select(["ev.student_id", "ev.event"])
    .where("ev.event", "<>", view)
    .orderBy("ev.student_id")
    .orderBy("ev.question_id")
    .orderBy("ev.created_at")
    .orderBy("ev.id");
  return kysely
    .selectFrom(firsts.as("f"))
    .select((x) => ["f.student_id", sql<number>`count(*) FILTER (WHERE ${x.ref("f.event")} = ${correct})`.as("value")])
    .groupBy("f.student_id");
}

/** The target students of one page by a count figure (ties by name, A to Z), before any window runs. */
export function studentsByFigure(
  kysely: Kdb,
  students: Students,
  events: Events,
  page: { sort: CountFigure; direction: "asc" | "desc"; offset: number; limit: number },
) {
  return kysely
    .selectFrom(students.as("u"))
    .leftJoin(figureKey(kysely, events, page.sort).as("k"), "k.student_id", "u.id")
    .select(["u.id", "u.first_name", "u.last_name", "u.profile_photo_url"])
    .orderBy(sql`COALESCE(${sql.ref("k.value")}, 0)`, page.direction)
    .orderBy("u.last_name")
    .orderBy("u.first_name")
    .orderBy("u.id")
    .offset(page.offset)
    .limit(page.limit);
}
