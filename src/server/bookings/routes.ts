import { defineRoute } from "@/server/http/define-route";
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
  status: 201,
  errors: [409, 422],
  handler: ({ body, ctx }) => createBooking(ctx, body),
});
