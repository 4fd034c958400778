import type { ApiClient } from "../api-client";
import { check, must } from "../must";

/** Reads of the areas no other flow covers: students' questions, a teacher's availability series, calendar feeds. */
export async function readsFlow(staff: ApiClient, teacher: ApiClient) {
  const questions = must(await staff.GET("/api/student-questions"), 200, "GET student-questions");
  check(
    questions.items.every((q) => q.id.length > 0 && typeof q.anonymous === "boolean"),
    "students' questions with their fields",
  );
  const series = must(await teacher.GET("/api/bookings/availability-series"), 200, "GET availability-series");
  check(
    series.every((s) => s.by_day.length > 0 && s.time_zone.length > 0),
    "series with their days",
  );
  const feeds = must(await staff.GET("/api/calendar-feeds"), 200, "GET calendar-feeds");
  check(
    feeds.every((f) => f.feed === null || f.feed.id.length > 0),
    "a feed per school, or none yet",
  );
}
