import { z } from "zod";
import { isoDateTime } from "@/server/http/iso-date-time";

export const createCalendarFeedInput = z.object({
  school_id: z
    .uuid()
    .optional()
    .describe("An administrator's school, whose teachers the feed lists; absent: the calling teacher's own feed"),
});
export type CreateCalendarFeedInput = z.infer<typeof createCalendarFeedInput>;

export const calendarFeedIdInput = z.object({ id: z.uuid().describe("Calendar feed id") });
export type CalendarFeedIdInput = z.infer<typeof calendarFeedIdInput>;

export const calendarFeedRecord = z.object({
  id: z.uuid(),
  school_id: z.uuid().nullable().describe("null: the teacher's own feed"),
  created_at: isoDateTime,
  revoked_at: isoDateTime.nullable(),
});
export type CalendarFeedRecord = z.infer<typeof calendarFeedRecord>;

export const createdCalendarFeed = calendarFeedRecord.extend({
  url: z.string().describe("The subscription URL; it holds the secret and is in this response only"),
});
export type CreatedCalendarFeed = z.infer<typeof createdCalendarFeed>;

/** A feed the caller may have: their own as a teacher, or one per school they administer; `feed` the active one. */
export const calendarFeedSlot = z.object({
  school_id: z.uuid().nullable(),
  school_name: z.string().nullable(),
  feed: calendarFeedRecord.nullable(),
});
export type CalendarFeedSlot = z.infer<typeof calendarFeedSlot>;
