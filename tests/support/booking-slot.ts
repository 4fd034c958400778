import type { PrismaClient } from "@/generated/prisma/client";
import { now as appNow } from "@/server/time/now";

/**
 * A free slot in tiago's weekly schedule far in the future (no seed data there), with a student
 * of one of his groups that has the slot's discipline. São Paulo keeps UTC−3 all year.
 */
export async function freeSlot(prisma: PrismaClient, weeksAhead: number) {
  const tiago = await prisma.user.findUniqueOrThrow({ where: { email: "tiago@example.com" } });
  const schedule = await prisma.teacherSchedule.findFirstOrThrow({
    where: { teacherId: tiago.id, endMinute: { gte: 0 } },
    orderBy: [{ weekday: "asc" }, { startMinute: "asc" }],
  });
  const membership = await prisma.groupMembership.findFirstOrThrow({
    where: {
      user: { role: "STUDENT" },
      group: {
        schoolId: schedule.schoolId,
        disciplines: { some: { disciplineId: schedule.disciplineId } },
        members: { some: { userId: tiago.id } },
      },
    },
    orderBy: { userId: "asc" },
  });
  const base = new Date(Date.UTC(appNow().getUTCFullYear() + 2, 0, 1) + weeksAhead * 7 * 86_400_000);
  const day = new Date(base.getTime() + ((schedule.weekday - base.getUTCDay() + 7) % 7) * 86_400_000);
  const start = day.getTime() + (schedule.startMinute + 180) * 60_000;
  return { tiago, schedule, studentId: membership.userId, groupId: membership.groupId, start };
}
