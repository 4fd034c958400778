import { z } from "zod";
import type { Ctx } from "@/server/context";
import { DEFAULT_TIME_ZONE } from "@/lib/time/default-time-zone";
import { epochMsInput } from "@/server/http/epoch-ms";
import { userSchoolTimeZone } from "@/server/time/user-time-zone";
import { overlappingBookings } from "@/server/bookings/overlapping-bookings";
import { teacherManaged } from "@/server/scope/predicates";
import { assertManagesTeacher } from "@/server/teachers/access";

export const calendarRangeInput = z.object({ teacher_id: z.uuid(), start_date: epochMsInput, end_date: epochMsInput });

/** Teachers whose calendar the user may open: themself, or the teachers of their schools. */
export async function listManageableTeachers(ctx: Ctx) {
  const teachers = await ctx.db.kysely
    .selectFrom("users")
    .select((eb) => [
      "users.id",
      "users.first_name",
      "users.last_name",
      // The teacher's school's zone, the one their calendar is shown in.
      userSchoolTimeZone(eb).as("time_zone"),
    ])
    .where(teacherManaged(ctx.scope))
    .where("users.deleted_at", "is", null)
    .orderBy("users.first_name")
    .orderBy("users.last_name")
    .execute();
  return teachers.map((t) => ({
    id: t.id,
    name: `${t.first_name} ${t.last_name}`,
    time_zone: t.time_zone ?? DEFAULT_TIME_ZONE,
  }));
}

/** A teacher's bookings that are not cancelled and overlap the range: the calendar, and a block's conflicts before saving. */
export async function teacherBookings(ctx: Ctx, input: z.output<typeof calendarRangeInput>) {
  await assertManagesTeacher(ctx.db.kysely, ctx.scope, input.teacher_id);
  const [start, end] = [new Date(input.start_date), new Date(input.end_date)];
  const rows = await overlappingBookings(ctx.db.kysely, input.teacher_id, start, end);
  return rows.map((b) => ({
    id: b.id,
    scheduled_for: b.scheduledFor.toISOString(),
    duration_minutes: b.durationMinutes,
    student_name: `${b.studentFirstName} ${b.studentLastName}`,
    discipline_name: b.disciplineName,
  }));
}
