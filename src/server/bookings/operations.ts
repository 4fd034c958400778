import { demo } from "@/server/rest/example-ids";
import { defineOperation } from "@/server/operations/define-operation";
import { createBooking } from "./create-booking";
import { bookingOutput, createBookingInput } from "./schema";

/** Bookings, keyed by operation; REST alone serves them (tRPC has no `bookings` router). */
export const bookingOperations = {
  create: defineOperation({
    access: "staff",
    input: createBookingInput,
    scoped: { group_id: "group" },
    run: createBooking,
    // No page books: REST alone serves it.
    trpc: false,
    rest: {
      route: "POST /api/bookings",
      tag: "Bookings",
      summary: "Book a teacher for a student; 409 on a block, a double booking or outside the teacher's schedule",
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
    },
  }),
};
