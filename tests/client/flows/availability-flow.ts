import type { ApiClient } from "../api-client";
import { check, must } from "../must";

const hour = 3_600_000;

/** A teacher's block: created, found in its range, re-explained and deleted. */
export async function availabilityFlow(teacher: ApiClient) {
  const me = must(await teacher.GET("/api/me"), 200, "GET /api/me");
  // A free hour far ahead, different on every run.
  const start = Date.UTC(2040, 0, 1) + Math.floor(Math.random() * 10_000) * 2 * hour;
  const body = { teacher_id: me.id, start_date: start, end_date: start + hour, reason: "Cliente OpenAPI" };
  const created = must(await teacher.POST("/api/bookings/availability-blocks", { body }), 201, "POST block");
  const query = { start_date: start, end_date: start + hour, limit: 10 };
  const listed = await teacher.GET("/api/bookings/availability-blocks", { params: { query } });
  check(
    must(listed, 200, "GET blocks").some((b) => b.id === created.id && b.teacher.id === me.id),
    "listed in its range",
  );
  const path = { id: created.id };
  const patched = await teacher.PATCH("/api/bookings/availability-blocks/{id}", {
    params: { path },
    body: { reason: "Outro motivo" },
  });
  check(must(patched, 200, "PATCH block").reason === "Outro motivo", "re-explained");
  const deleted = await teacher.DELETE("/api/bookings/availability-blocks/{id}", { params: { path } });
  check(deleted.response.status === 204, "deleted");
}
