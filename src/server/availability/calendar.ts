import { z } from "zod";
import type { Ctx } from "@/server/context";
import { epochMsInput } from "@/server/http/epoch-ms";
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
      // The time zone of the teacher's first school (by id), the one their calendar is shown in.
      eb
        .selectFrom("school_memberships as sm")
        .innerJoin("schools as s", "s.id", "sm.school_id")
        .select("s.time_zone")
        .whereRef("sm.user_id", "=", "users.id")
        .orderBy("sm.school_id")
        .limit(1)
        .as("time_zone"),
    ])
    .where(teacherManaged(ctx.scope))
    .where("users.deleted_at", "is", null)
    .orderBy("users.first_name")
    .orderBy("users.last_name")
    .execute();
  return teachers.map((t) => ({
    id: t.id,
    name: `${t.first_name} ${t.last_name}`,
    time_zone: t.time_zone ?? "America/Sao_Paulo",
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
