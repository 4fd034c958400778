import type { ApiClient } from "../api-client";
import { located } from "../located";
import { check, must } from "../must";

const week = 7 * 86_400_000;

/**
 * A teacher books a student of their group in their weekly hours, reads the booking at its Location, then cancels it
 * the one way the API has: a block over it with cancel_conflicts; the booking then reads as cancelled.
 */
export async function bookingsFlow(teacher: ApiClient) {
  const me = must(await teacher.GET("/api/me"), 200, "GET /api/me");
  const disciplines = must(await teacher.GET("/api/disciplines"), 200, "GET /api/disciplines");
  // The seed's Tiago teaches mathematics Mondays 7:30–11:30 (São Paulo): a group of his with it, and a student.
  const math = disciplines.find(
    (d) => d.name === "Matemática" && me.groups.some((g) => g.discipline_ids.includes(d.id)),
  );
  const group = me.groups.find((g) => math !== undefined && g.discipline_ids.includes(math.id));
  check(math !== undefined && group !== undefined, "a group of the teacher with mathematics");
  check(me.schools.find((s) => s.id === group.school_id)?.time_zone === "America/Sao_Paulo", "the school's zone");
  const query = { group_ids: group.id, limit: 1 };
  const student = must(await teacher.GET("/api/exams/users", { params: { query } }), 200, "GET students")[0];
  check(student !== undefined, "a student of the group");
  // 9:00 in São Paulo (UTC−3) on a Monday from 2050 on, another on every run.
  const start = Date.UTC(2050, 0, 3, 12) + Math.floor(Math.random() * 2_000) * week;
  const body = {
    student_id: student.id,
    teacher_id: me.id,
    discipline_id: math.id,
    group_id: group.id,
    scheduled_for: start,
    duration_minutes: 30,
  };
  const created = await teacher.POST("/api/bookings", { body });
  const booking = must(created, 201, "POST /api/bookings");
  const path = { id: located(created.response, "/api/bookings/{id}")("id") };
  const read = must(await teacher.GET("/api/bookings/{id}", { params: { path } }), 200, "GET /api/bookings/{id}");
  check(read.id === booking.id && read.cancelled_at === null && Date.parse(read.scheduled_for) === start, "booked");
  const again = await teacher.POST("/api/bookings", { body });
  check(again.response.status === 409 && again.error?.error.reason === "booking_overlap", "409 on the same slot");

  const block = { teacher_id: me.id, start_date: start, end_date: start + 3_600_000, reason: "Cancela a aula" };
  const blocked = await teacher.POST("/api/bookings/availability-blocks", {
    body: { ...block, cancel_conflicts: true },
  });
  const written = must(blocked, 201, "POST block with cancel_conflicts");
  check(
    written.conflicts.some((c) => c.id === booking.id && c.cancelled),
    "the booking is the block's cancelled conflict",
  );
  const cancelled = must(await teacher.GET("/api/bookings/{id}", { params: { path } }), 200, "GET cancelled booking");
  check(cancelled.cancelled_at !== null, "read as cancelled");
  const removed = await teacher.DELETE("/api/bookings/availability-blocks/{id}", {
    params: { path: { id: written.id } },
  });
  check(removed.response.status === 204, "block deleted");
  return { bookingId: booking.id, teacherId: me.id };
}
