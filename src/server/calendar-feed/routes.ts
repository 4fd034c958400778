import { z } from "zod";
import { defineRoute } from "@/server/http/define-route";
import { createCalendarFeed } from "./create-calendar-feed";
import { listCalendarFeeds } from "./list-calendar-feeds";
import { revokeCalendarFeed } from "./revoke-calendar-feed";
import {
  calendarFeedIdInput,
  calendarFeedRecord,
  calendarFeedSlot,
  createCalendarFeedInput,
  createdCalendarFeed,
} from "./schema";

const listCalendarFeedsRoute = defineRoute({
  method: "GET",
  path: "/api/calendar-feeds",
  tag: "Availability",
  summary: "The calendar feeds the caller may have (their own as a teacher, one per school they administer)",
  description: "Never the URLs: each is shown once, when created. Feed: GET /api/calendar/{secret}.ics.",
  access: "staff",
  output: z.array(calendarFeedSlot),
  handler: ({ ctx }) => listCalendarFeeds(ctx),
});

const createCalendarFeedRoute = defineRoute({
  method: "POST",
  path: "/api/calendar-feeds",
  tag: "Availability",
  summary: "Create (or rotate) a private iCalendar feed URL; the URL is in this response only",
  description: "Revokes the caller's active feed for the same school (or their own), so one URL works at a time.",
  access: "staff",
  scoped: { "body.school_id": "admin-school" },
  body: createCalendarFeedInput,
  output: createdCalendarFeed,
  status: 201,
  errors: [422],
  handler: ({ body, ctx }) => createCalendarFeed(ctx, body),
});

const revokeCalendarFeedRoute = defineRoute({
  method: "DELETE",
  path: "/api/calendar-feeds/{id}",
  tag: "Availability",
  summary: "Revoke one of the caller's calendar feeds: its URL answers 404 from now on",
  access: "staff",
  params: calendarFeedIdInput,
  output: calendarFeedRecord,
  errors: [404],
  handler: ({ params, ctx }) => revokeCalendarFeed(ctx, params),
});

export const calendarFeedRoutes = [listCalendarFeedsRoute, createCalendarFeedRoute, revokeCalendarFeedRoute];
