import type { Kdb } from "@/server/db/kysely";

/**
 * Students' questions with what a reader sees of each: its group and school, the student, the teacher who answered
 * (if any), the discipline and the subject (if any). The questions report and a question's page read them.
 */
export const questionsWithPeople = (kysely: Kdb) =>
  kysely
    .selectFrom("student_questions as q")
    .innerJoin("groups as g", "g.id", "q.group_id")
    .innerJoin("schools as sc", "sc.id", "g.school_id")
    .innerJoin("users as st", "st.id", "q.student_id")
    .leftJoin("users as t", "t.id", "q.teacher_id")
    .innerJoin("disciplines as d", "d.id", "q.discipline_id")
    .leftJoin("subjects as su", "su.id", "q.subject_id");
