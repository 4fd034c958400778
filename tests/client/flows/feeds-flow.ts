import type { ApiClient } from "../api-client";
import { located } from "../located";
import { check, must } from "../must";

/** A teacher's own calendar feed made, read at its Location (never with its URL), revoked, and then gone. */
export async function feedsFlow(teacher: ApiClient) {
  const created = await teacher.POST("/api/calendar-feeds", { body: {} });
  const feed = must(created, 201, "POST calendar-feeds");
  check(feed.school_id === null && feed.url.endsWith(".ics"), "the teacher's own feed, its URL once");
  const path = { id: located(created.response, "/api/calendar-feeds/{id}")("id") };
  const read = must(await teacher.GET("/api/calendar-feeds/{id}", { params: { path } }), 200, "GET calendar feed");
  check(read.id === feed.id && read.revoked_at === null && !("url" in read), "read at its Location, no URL");
  const revoked = must(await teacher.DELETE("/api/calendar-feeds/{id}", { params: { path } }), 200, "DELETE feed");
  check(revoked.revoked_at !== null, "revoked");
  const gone = await teacher.GET("/api/calendar-feeds/{id}", { params: { path } });
  check(gone.response.status === 404, "404 once revoked");
}
