import { expressionBuilder, sql, type Expression } from "kysely";
import type { Booking, School } from "@/generated/kysely/types";

const eb = expressionBuilder<{ b: Booking; sc: School }, "b" | "sc">();
const status = (name: string) => sql.lit<string>(name);
const queue = eb("b.kind", "=", sql.lit<"QUEUE">("QUEUE"));

/**
 * The status of spec 3.1 derived from a booking's facts (docs/reports.md). `b` is the booking,
 * `sc` its school, `now` the reference time. Order matters: a cancellation wins, then a meeting.
 */
export const bookingStatus = (now: Expression<Date>) =>
  eb
    .case()
    .when(eb.and([eb("b.cancelled_at", "is not", null), eb("b.cancelled_by_id", "=", eb.ref("b.student_id"))]))
    .then(
      eb
        .case()
        .when(
          "b.cancelled_at",
          ">",
          sql<Date>`${eb.ref("b.scheduled_for")}
      - make_interval(hours => ${eb.ref("sc.min_hours_to_cancel")})`,
        )
        .then(status("OUTSIDE_SCHEDULE_CANCEL"))
        .else(status("INSIDE_SCHEDULE_CANCEL"))
        .end(),
    )
    .when("b.cancelled_at", "is not", null)
    .then(status("CANCELLED"))
    .when("b.meeting_started_at", "is not", null)
    .then(status("PRESENT"))
    .when(eb.and([queue, eb("b.queue_left_at", "is not", null)]))
    .then(status("LEFT_QUEUE"))
    .when(eb.and([queue, eb("b.queue_joined_at", ">", sql<Date>`${now} - interval '1 hour'`)]))
    .then(status("QUEUE"))
    .when(queue)
    .then(status("NOT_REALIZED"))
    .when(sql<Date>`${eb.ref("b.scheduled_for")} + make_interval(mins => ${eb.ref("b.duration_minutes")})`, "<", now)
    .then(status("NO_SHOW"))
    .else(status("PENDING"))
    .end();
