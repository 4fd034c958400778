import type { Kdb } from "@/server/db/kysely";
import { maxBookingMinutes } from "./schema";

/**
 * A teacher's bookings that are not cancelled and overlap [start, end). No booking lasts longer
 * than maxBookingMinutes, which bounds how far back the (teacher, scheduled_for) index is read.
 * `k` is the pool's Kysely, or kyselyIn(tx) inside a transaction.
 */
export async function overlappingBookings(kysely: Kdb, teacherId: string, start: Date, end: Date) {
  const rows = await kysely
    .selectFrom("bookings as b")
    .innerJoin("users as st", "st.id", "b.student_id")
    .innerJoin("disciplines as d", "d.id", "b.discipline_id")
    .select([
      "b.id",
      "b.school_id as schoolId",
      "b.group_id as groupId",
      "b.student_id as studentId",
      "b.teacher_id as teacherId",
      "b.discipline_id as disciplineId",
      "b.room_id as roomId",
      "b.scheduled_for as scheduledFor",
      "b.duration_minutes as durationMinutes",
      "b.cancelled_at as cancelledAt",
      "b.cancelled_by_id as cancelledById",
      "st.first_name as studentFirstName",
      "st.last_name as studentLastName",
      "d.name as disciplineName",
    ])
    .where("b.teacher_id", "=", teacherId)
    .where("b.cancelled_at", "is", null)
    .where("b.scheduled_for", "<", end)
    .where("b.scheduled_for", ">", new Date(start.getTime() - maxBookingMinutes * 60_000))
    .orderBy("b.scheduled_for")
    .execute();
  return rows.filter((b) => b.scheduledFor.getTime() + b.durationMinutes * 60_000 > start.getTime());
}
