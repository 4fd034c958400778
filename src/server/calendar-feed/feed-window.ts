import { DAY_MS } from "@/lib/time/zoned-time";

/** What a feed lists: the past month, for what just happened, and about half a year ahead (docs/calendar-feed.md). */
export const feedDaysBack = 30;
export const feedDaysAhead = 180;

export const feedWindow = (now: number) => ({
  start: new Date(now - feedDaysBack * DAY_MS),
  end: new Date(now + feedDaysAhead * DAY_MS),
});
