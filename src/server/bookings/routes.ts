import { defineRoute } from "@/server/http/define-route";
import { demo } from "@/server/http/example-ids";
import { createBooking } from "./create-booking";
import { bookingOutput, createBookingInput } from "./schema";

export const createBookingRoute = defineRoute({
  method: "POST",
  path: "/api/bookings",
  tag: "Bookings",
  access: "staff",
  scoped: { "body.group_id": "group" },
  summary: "Book a teacher for a student; 409 on a block, a double booking or outside the teacher's schedule",
  body: createBookingInput,
  output: bookingOutput,
  examples: {
    // Sofia Ribeiro of 1º ano A with Tiago Ferreira for Matemática, Thursday 5 March 2026 at 14:00 in São Paulo.
    body: {
      student_id: demo.sofia,
      teacher_id: demo.tiago,
      discipline_id: 1,
      group_id: demo.group1A,
      scheduled_for: 1772730000000,
      duration_minutes: 30,
      room_id: demo.room101,
    },
    output: {
      id: demo.booking,
      student_id: demo.sofia,
      teacher_id: demo.tiago,
      discipline_id: 1,
      group_id: demo.group1A,
      school_id: demo.aurora,
      scheduled_for: "2026-03-05T17:00:00.000Z",
      duration_minutes: 30,
      room_id: demo.room101,
    },
  },
  status: 201,
  errors: [409, 422],
  handler: ({ body, ctx }) => createBooking(ctx, body),
});
