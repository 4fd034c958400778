import type { z } from "zod";
import type { Booking } from "@/generated/prisma/client";
import type { bookingOutput } from "./schema";

/** A booking as the API answers it: its creation and its read. */
export const toBookingOutput = (booking: Booking): z.input<typeof bookingOutput> => ({
  id: booking.id,
  student_id: booking.studentId,
  teacher_id: booking.teacherId,
  discipline_id: booking.disciplineId,
  group_id: booking.groupId,
  school_id: booking.schoolId,
  scheduled_for: booking.scheduledFor.toISOString(),
  duration_minutes: booking.durationMinutes,
  room_id: booking.roomId,
  cancelled_at: booking.cancelledAt?.toISOString() ?? null,
});
