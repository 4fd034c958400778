import { z } from "zod";
import { isoDateTime } from "@/server/http/iso-date-time";
import { maxEpochMs } from "@/server/http/epoch-ms";

/** The longest booking; overlap checks rely on it. */
export const maxBookingMinutes = 240;

export const bookingIdParam = z.object({ id: z.uuid().describe("Booking id") });

export const createBookingInput = z.object({
  student_id: z.uuid(),
  teacher_id: z.uuid(),
  discipline_id: z.number().int().positive().max(2_147_483_647),
  group_id: z.uuid().describe("The student's group the booking is for"),
  scheduled_for: z.number().int().min(0).max(maxEpochMs).describe("Start (ms since epoch)"),
  duration_minutes: z.number().int().min(5).max(maxBookingMinutes).default(30),
  room_id: z.uuid().nullish(),
});

export const bookingOutput = z.object({
  id: z.uuid(),
  student_id: z.uuid(),
  teacher_id: z.uuid(),
  discipline_id: z.number().int(),
  group_id: z.uuid(),
  school_id: z.uuid(),
  scheduled_for: isoDateTime,
  duration_minutes: z.number().int(),
  room_id: z.uuid().nullable(),
  cancelled_at: isoDateTime.nullable().describe("null while the booking stands"),
});
