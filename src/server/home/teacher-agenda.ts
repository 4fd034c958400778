import { sql } from "kysely";
import type { Ctx } from "@/server/context";
import { teacherManaged } from "@/server/scope/predicates";
import { now as appNow } from "@/server/time/now";

export const agendaDays = 7;
export const agendaMax = 10;

export type TeacherAgenda = {
  bookings: { id: string; scheduledFor: Date; durationMinutes: number; student: string; discipline: string }[];
  blocks: { id: string; startDate: Date; endDate: Date; reason: string }[];
};

/**
 * A teacher's next week: the bookings not cancelled that start in it and the availability blocks that touch it,
 * the first ten of each. `teacherManaged` keeps it to the caller's own time.
 */
export async function teacherAgenda(ctx: Ctx, { now = appNow() }: { now?: Date } = {}): Promise<TeacherAgenda> {
  const { scope } = ctx;
  const until = new Date(now.getTime() + agendaDays * 24 * 60 * 60 * 1000);
  const db = ctx.db.kysely;
  const [bookings, blocks] = await Promise.all([
    db
      .selectFrom("bookings as bk")
      .innerJoin("users", "users.id", "bk.teacher_id")
      .innerJoin("users as st", "st.id", "bk.student_id")
      .innerJoin("disciplines as d", "d.id", "bk.discipline_id")
      .where(teacherManaged(scope))
      .where("bk.cancelled_at", "is", null)
      .where("bk.scheduled_for", ">=", now)
      .where("bk.scheduled_for", "<", until)
      .select([
        "bk.id",
        "bk.scheduled_for as scheduledFor",
        "bk.duration_minutes as durationMinutes",
        sql<string>`st.first_name || ' ' || st.last_name`.as("student"),
        "d.name as discipline",
      ])
      .orderBy("bk.scheduled_for")
      .orderBy("bk.id")
      .limit(agendaMax)
      .execute(),
    db
      .selectFrom("availability_blocks as ab")
      .innerJoin("users", "users.id", "ab.teacher_id")
      .where(teacherManaged(scope))
      .where("ab.end_date", ">", now)
      .where("ab.start_date", "<", until)
      .select(["ab.id", "ab.start_date as startDate", "ab.end_date as endDate", "ab.reason"])
      .orderBy("ab.start_date")
      .orderBy("ab.id")
      .limit(agendaMax)
      .execute(),
  ]);
  return { bookings, blocks };
}
