import type { z } from "zod";
import type { Ctx } from "@/server/context";
import { notFound } from "@/server/errors/domain-error";
import { assertManagesTeacher } from "@/server/teachers/access";
import { toBookingOutput } from "./booking-output";
import type { bookingOutput } from "./schema";

/**
 * GET /bookings/{id}: one booking, cancelled or not. Who reads it is who sees it in the teacher's calendar (the
 * teacherManaged rule, through assertManagesTeacher): a booking of a teacher the caller does not manage is 403, as
 * that teacher's blocks are, an unknown id 404.
 */
export async function getBooking(ctx: Ctx, { id }: { id: string }): Promise<z.input<typeof bookingOutput>> {
  const booking = await ctx.db.prisma.booking.findUnique({ where: { id } });
  if (!booking) throw notFound("booking_not_found", "Booking");
  await assertManagesTeacher(ctx.db.kysely, ctx.scope, booking.teacherId);
  return toBookingOutput(booking);
}
