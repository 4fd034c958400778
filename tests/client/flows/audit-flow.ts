import type { ApiClient } from "../api-client";
import { check, must } from "../must";
import { nextCursor } from "../next-cursor";

/** The platform admin reads a booking's history in the audit log, a page at a time: made, then cancelled. */
export async function auditFlow(admin: ApiClient, booking: { bookingId: string; teacherId: string }) {
  const me = must(await admin.GET("/api/me"), 200, "GET /api/me");
  check(me.role === "PLATFORM_ADMIN", "a platform admin");
  const entries = [];
  for (let cursor: string | null | undefined; cursor !== null;) {
    const page = await admin.GET("/api/audit", {
      params: { query: { entity_type: "booking", entity_id: booking.bookingId, limit: 1, cursor } },
    });
    entries.push(...must(page, 200, "GET /api/audit").items);
    cursor = nextCursor(page.response);
  }
  check(
    entries.map((e) => e.action).join() === "booking.cancel,booking.create",
    `the booking's history, newest first (${entries.map((e) => e.action).join()})`,
  );
  check(
    entries.every((e) => e.actor?.id === booking.teacherId && e.actor_kind === "TOKEN" && e.token_id !== null),
    "written by the teacher's token",
  );
}
