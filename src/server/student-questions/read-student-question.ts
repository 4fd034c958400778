import { z } from "zod";
import type { Ctx } from "@/server/context";
import { groupInScope } from "@/server/scope/predicates";
import { questionsWithPeople } from "./questions-with-people";

export const studentQuestionIdParam = z.object({ id: z.uuid() });

/**
 * A student's question with its whole thread (answer, the student's reply, its answer, the rating), for staff who
 * can read its group: the page the questions report's `link` opens. Null when the id names no question inside the
 * caller's access, so another school's question and a missing one look alike.
 */
export async function readStudentQuestion(ctx: Ctx, { id }: z.output<typeof studentQuestionIdParam>) {
  const row = await questionsWithPeople(ctx.db.kysely)
    .select([
      "q.id",
      "q.status",
      "q.anonymous",
      "q.description",
      "q.created_at",
      "q.answered_at",
      "q.answer_description",
      "q.reply_description",
      "q.reply_answer_description",
      "q.answer_rating",
      "q.answer_understood",
      "q.answer_comment",
      "q.has_seen_answer",
      "g.name as group_name",
      "sc.name as school_name",
      "sc.time_zone",
      "st.first_name as student_first_name",
      "st.last_name as student_last_name",
      "t.first_name as teacher_first_name",
      "t.last_name as teacher_last_name",
      "d.name as discipline_name",
      "su.name as subject_name",
    ])
    .where("q.id", "=", id)
    .where((x) => groupInScope(ctx.scope, x.ref("q.group_id")))
    .executeTakeFirst();
  return row ?? null;
}
