import { z } from "zod";
import type { AppDeps } from "@/server/app-deps";
import { epochMsInput } from "@/server/http/epoch-ms";
import type { Scope } from "@/server/scope/scope";
import { overlappingBookings } from "@/server/bookings/overlapping-bookings";
import { assertManagesTeacher, manageableTeachers } from "@/server/teachers/access";

export const calendarRangeInput = z.object({ teacher_id: z.uuid(), start_date: epochMsInput, end_date: epochMsInput });

/** Teachers whose calendar the user may open: themself, or the teachers of their schools. */
export async function listManageableTeachers(deps: AppDeps, scope: Scope) {
  const teachers = await deps.db.prisma.user.findMany({
    where: { ...manageableTeachers(scope), deletedAt: null },
    select: { id: true, firstName: true, lastName: true, schoolMemberships: { select: { school: { select: { timeZone: true } } }, take: 1 } },
    orderBy: [{ firstName: "asc" }, { lastName: "asc" }],
  });
  return teachers.map((t) => ({ id: t.id, name: `${t.firstName} ${t.lastName}`, time_zone: t.schoolMemberships[0]?.school.timeZone ?? "America/Sao_Paulo" }));
}

/** A teacher's bookings that are not cancelled and overlap the range: the calendar, and a block's conflicts before saving. */
export async function teacherBookings(deps: AppDeps, scope: Scope, input: z.output<typeof calendarRangeInput>) {
  await assertManagesTeacher(deps.db.prisma, scope, input.teacher_id);
  const rows = await overlappingBookings(deps.db.prisma, input.teacher_id, new Date(input.start_date), new Date(input.end_date));
  return rows.map((b) => ({ id: b.id, scheduled_for: b.scheduledFor.toISOString(), duration_minutes: b.durationMinutes, student_name: `${b.student.firstName} ${b.student.lastName}`, discipline_name: b.discipline.name }));
}
