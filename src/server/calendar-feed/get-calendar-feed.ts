import type { Ctx } from "@/server/context";
import { notFound } from "@/server/errors/domain-error";
import { listCalendarFeeds } from "./list-calendar-feeds";
import type { CalendarFeedRecord } from "./schema";

/**
 * GET /calendar-feeds/{id}: one feed as the list shows it, read through the list so that the rule is its: the
 * caller's own active feed (their own as a teacher, a school's they administer). Another user's feed, a revoked one
 * and an unknown id are all 404: feeds are personal, like tokens. The URL is never shown again.
 */
export async function getCalendarFeed(ctx: Ctx, { id }: { id: string }): Promise<CalendarFeedRecord> {
  const feed = (await listCalendarFeeds(ctx)).find((slot) => slot.feed?.id === id)?.feed;
  if (!feed) throw notFound("calendar_feed_not_found", "Calendar feed");
  return feed;
}
