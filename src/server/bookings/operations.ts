import { demo } from "@/server/rest/example-ids";
import { defineOperation } from "@/server/operations/define-operation";
import { createBooking } from "./create-booking";
import { getBooking } from "./get-booking";
import { bookingIdParam, bookingOutput, createBookingInput } from "./schema";

const tag = "Bookings";
const path = "/api/bookings";

// Sofia Ribeiro of 1º ano A with Tiago Ferreira for Matemática, Thursday 5 March 2026 at 14:00 in São Paulo.
const booking = {
  id: demo.booking,
  student_id: demo.sofia,
  teacher_id: demo.tiago,
  discipline_id: 1,
  group_id: demo.group1A,
  school_id: demo.aurora,
  scheduled_for: "2026-03-05T17:00:00.000Z",
  duration_minutes: 30,
  room_id: demo.room101,
  cancelled_at: null,
};

/** Bookings, keyed by operation; REST alone serves them (tRPC has no `bookings` router): no page books. */
export const bookingOperations = {
  create: defineOperation({
    access: "staff",
    input: createBookingInput,
    scoped: { group_id: "group" },
    run: createBooking,
    trpc: false,
    rest: {
      route: `POST ${path}`,
      tag,
      summary: "Book a teacher for a student; 409 on a block, a double booking or outside the teacher's schedule",
      output: bookingOutput,
      examples: {
        body: {
          student_id: demo.sofia,
          teacher_id: demo.tiago,
          discipline_id: 1,
          group_id: demo.group1A,
          scheduled_for: 1772730000000,
          duration_minutes: 30,
          room_id: demo.room101,
        },
        output: booking,
      },
      status: 201,
      location: (out) => `${path}/${out.id}`,
      errors: [409, 422],
    },
  }),

  get: defineOperation({
    access: "staff",
    input: bookingIdParam,
    run: getBooking,
    trpc: false,
    rest: {
      route: `GET ${path}/{id}`,
      tag,
      summary: "One booking, cancelled or not, of a teacher whose calendar the caller sees",
      description:
        "Where a new booking's Location points. `cancelled_at` is set once it is cancelled (a block written with " +
        "cancel_conflicts). 403 for a booking of a teacher you do not manage (a teacher: another teacher's); 404 " +
        "for an unknown id.",
      output: bookingOutput,
      examples: { output: booking },
      errors: [404],
    },
  }),
};
