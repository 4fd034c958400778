import type { PrismaClient } from "@/generated/prisma/client";
import { DAY_MS } from "@/lib/time/zoned-time";
import { nowMs } from "@/server/time/now";

/** A whole minute some days from now at 13:00 UTC (10:00 in São Paulo, which keeps UTC−3 all year). */
export const daysAhead = (days: number) =>
  new Date(Math.floor(nowMs() / DAY_MS) * DAY_MS + days * DAY_MS + 13 * 3_600_000);

/**
 * A block of one hour for a teacher, with a reason no other test writes;
 * remove it with `prisma.availabilityBlock.delete`.
 */
export const feedBlock = (prisma: PrismaClient, teacherId: string, start: Date) =>
  prisma.availabilityBlock.create({
    data: {
      teacherId,
      createdById: teacherId,
      startDate: start,
      endDate: new Date(start.getTime() + 3_600_000),
      reason: `feed-${crypto.randomUUID()}`,
    },
  });

/** A teacher of Colégio Boreal, whose time Escola Aurora's feeds must never show. */
export const borealTeacher = (prisma: PrismaClient) =>
  prisma.user.findFirstOrThrow({
    where: {
      role: "TEACHER",
      schoolMemberships: { some: { school: { name: "Colégio Boreal" } } },
      NOT: { schoolMemberships: { some: { school: { name: "Escola Aurora" } } } },
    },
    orderBy: { id: "asc" },
  });
