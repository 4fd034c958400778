import { expressionBuilder, sql, type Expression } from "kysely";
import type { DB } from "@/generated/kysely/types";

const eb = expressionBuilder<DB, never>();
const view = sql.lit("QUESTION_VIEW" as const);

/**
 * How students did on one question, from the event log: views, answers, and the first-attempt
 * facility (the share of students who answered whose first answer was correct).
 */
export function questionStats(question: Expression<string>) {
  const firstAnswers = eb
    .selectFrom("student_events as a")
    .distinctOn("a.student_id")
    .select("a.event")
    .where("a.question_id", "=", question)
    .where("a.event", "<>", view)
    .orderBy("a.student_id")
    .orderBy("a.created_at")
    .orderBy("a.id");
  return eb
    .selectFrom("student_events as ev")
    .select((s) => [
      s.fn.countAll<string>().filterWhere("ev.event", "=", view).as("times_seen"),
      s.fn.countAll<string>().filterWhere("ev.event", "<>", view).as("times_answered"),
      s
        .selectFrom(firstAnswers.as("f"))
        .select((f) =>
          f
            .cast<number | null>(
              f.fn.avg(f.cast(f("f.event", "=", sql.lit("CORRECT_ANSWER" as const)), "integer")),
              "float8",
            )
            .as("facility"),
        )
        .as("first_attempt_facility"),
    ])
    .where("ev.question_id", "=", question);
}
