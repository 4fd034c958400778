import type { Prisma } from "@/generated/prisma/client";
import { maxBookingMinutes } from "./schema";

/**
 * A teacher's bookings that are not cancelled and overlap [start, end). No booking lasts longer
 * than maxBookingMinutes, which bounds how far back the (teacher, scheduled_for) index is read.
 */
export async function overlappingBookings(tx: Prisma.TransactionClient, teacherId: string, start: Date, end: Date) {
  const rows = await tx.booking.findMany({
    where: { teacherId, cancelledAt: null, scheduledFor: { lt: end, gt: new Date(start.getTime() - maxBookingMinutes * 60_000) } },
    include: { student: { select: { firstName: true, lastName: true } }, discipline: { select: { name: true } } },
    orderBy: { scheduledFor: "asc" },
  });
  return rows.filter((b) => b.scheduledFor.getTime() + b.durationMinutes * 60_000 > start.getTime());
}
