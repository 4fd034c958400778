import { recordAudit } from "@/server/audit/record";
import { bookingSnapshot } from "@/server/bookings/audit-snapshot";
import { overlappingBookings } from "@/server/bookings/overlapping-bookings";
import type { Tx } from "@/server/db/client";
import { kyselyIn } from "@/server/db/kysely";
import type { Scope } from "@/server/scope/scope";
import { now as appNow } from "@/server/time/now";

/** A block of the teacher overlapping [start, end), other than the ones named; under lockTeacher. */
export const overlappingBlock = (tx: Tx, teacherId: string, start: Date, end: Date, except: readonly string[] = []) =>
  tx.availabilityBlock.findFirst({
    where: {
      teacherId,
      startDate: { lt: end },
      endDate: { gt: start },
      ...(except.length ? { id: { notIn: [...except] } } : {}),
    },
    select: { id: true, reason: true, startDate: true, endDate: true },
  });

/**
 * The teacher's live bookings inside [start, end), as a write's `conflicts`; with `cancel` they are cancelled
 * (and audited) in the transaction of the write.
 */
export async function meetBookings(tx: Tx, scope: Scope, teacherId: string, start: Date, end: Date, cancel: boolean) {
  const inside = await overlappingBookings(kyselyIn(tx), teacherId, start, end);
  if (cancel && inside.length) {
    const cancelled = { cancelledAt: appNow(), cancelledById: scope.user.id };
    await tx.booking.updateMany({ where: { id: { in: inside.map((b) => b.id) } }, data: cancelled });
    await recordAudit(
      tx,
      scope.user,
      ...inside.map((b) => ({
        action: "booking.cancel" as const,
        entityId: b.id,
        schoolIds: [b.schoolId],
        before: bookingSnapshot(b),
        after: bookingSnapshot({ ...b, ...cancelled }),
      })),
    );
  }
  return inside.map((b) => ({
    id: b.id,
    scheduled_for: b.scheduledFor.toISOString(),
    student_name: `${b.studentFirstName} ${b.studentLastName}`,
    cancelled: cancel,
  }));
}
