import type { ApiClient } from "../api-client";
import { located } from "../located";
import type { paths } from "../generated/api";
import { check, must } from "../must";

type SeriesBody = paths["/api/bookings/availability-series"]["post"]["requestBody"]["content"]["application/json"];

const week = 7 * 86_400_000;

/** A weekly series previewed, created, read at its Location, moved to other days and deleted. */
export async function seriesFlow(teacher: ApiClient) {
  const me = must(await teacher.GET("/api/me"), 200, "GET /api/me");
  // Mondays at 19:00 UTC from 2045 on, far from the other flows' blocks, another week on every run.
  const start = Date.UTC(2045, 0, 2, 19) + Math.floor(Math.random() * 2_000) * 4 * week;
  const body: SeriesBody = {
    teacher_id: me.id,
    start_date: start,
    end_date: start + 3_600_000,
    by_day: ["MO", "WE"],
    count: 3,
    reason: "Série do cliente",
  };
  const preview = must(
    await teacher.POST("/api/bookings/availability-series/preview", { body }),
    200,
    "POST series preview",
  );
  check(
    preview.occurrences.length === 3 && preview.occurrences.every((o) => o.overlapping_block === null),
    "three free occurrences",
  );
  const created = await teacher.POST("/api/bookings/availability-series", { body });
  const series = must(created, 201, "POST series");
  check(
    series.occurrences.map((o) => o.start_date).join() === preview.occurrences.map((o) => o.start_date).join(),
    "the occurrences previewed",
  );
  const path = { id: located(created.response, "/api/bookings/availability-series/{id}")("id") };
  const read = must(await teacher.GET("/api/bookings/availability-series/{id}", { params: { path } }), 200, "GET");
  check(read.id === series.id && read.rrule.includes("BYDAY=MO,WE"), "read at its Location");
  const moved = await teacher.PATCH("/api/bookings/availability-series/{id}", {
    params: { path },
    body: { by_day: ["TU"], count: 2, reason: "Outra série" },
  });
  const changed = must(moved, 200, "PATCH series");
  check(changed.occurrences.length === 2 && changed.reason === "Outra série", "two Tuesdays now");
  const deleted = await teacher.DELETE("/api/bookings/availability-series/{id}", { params: { path } });
  check(deleted.response.status === 204, "deleted");
  const gone = await teacher.GET("/api/bookings/availability-series/{id}", { params: { path } });
  check(gone.response.status === 404, "404 once deleted");
}
