import { z } from "zod";
import { demo } from "@/server/rest/example-ids";
import { defineOperation } from "@/server/operations/define-operation";
import { createCalendarFeed } from "./create-calendar-feed";
import { getCalendarFeed } from "./get-calendar-feed";
import { listCalendarFeeds } from "./list-calendar-feeds";
import { revokeCalendarFeed } from "./revoke-calendar-feed";
import {
  calendarFeedIdInput,
  calendarFeedRecord,
  calendarFeedSlot,
  createCalendarFeedInput,
  createdCalendarFeed,
} from "./schema";

const tag = "Availability";
const path = "/api/calendar-feeds";
// Tiago Ferreira's own feed (the ids are made up, like the demo's in example-ids.ts).
const feed = {
  id: "4e8b2d6f-a1c3-4f9e-b7d5-0c2a8e6f4b17",
  school_id: null,
  created_at: "2026-03-02T13:10:07.412Z",
  revoked_at: null,
};

/** The calendar feeds' operations, keyed as tRPC names them (`calendarFeeds.list`), in the document's order. */
export const calendarFeedOperations = {
  list: defineOperation({
    access: "staff",
    run: listCalendarFeeds,
    rest: {
      route: `GET ${path}`,
      tag,
      summary: "The calendar feeds the caller may have (their own as a teacher, one per school they administer)",
      description: "Never the URLs: each is shown once, when created. Feed: GET /api/calendar/{secret}.ics.",
      output: z.array(calendarFeedSlot),
      examples: {
        // Tiago Ferreira, a teacher: one slot, his own feed (an admin gets one per school instead).
        output: [{ school_id: null, school_name: null, feed }],
      },
    },
  }),

  get: defineOperation({
    access: "staff",
    input: calendarFeedIdInput,
    run: getCalendarFeed,
    // The calendar page shows the list: REST alone reads one feed, where a new feed's Location points.
    trpc: false,
    rest: {
      route: `GET ${path}/{id}`,
      tag,
      summary: "One of the caller's active calendar feeds, as the list shows it (never the URL)",
      description: "Another user's feed, a revoked one and an unknown id are 404: feeds are personal.",
      output: calendarFeedRecord,
      examples: { output: feed },
      errors: [404],
    },
  }),

  create: defineOperation({
    access: "staff",
    input: createCalendarFeedInput,
    scoped: { school_id: "admin-school" },
    run: createCalendarFeed,
    rest: {
      route: `POST ${path}`,
      tag,
      summary: "Create (or rotate) a private iCalendar feed URL; the URL is in this response only",
      description: "Revokes the caller's active feed for the same school (or their own), so one URL works at a time.",
      output: createdCalendarFeed,
      examples: {
        // Ana Souza's feed of Escola Aurora's teachers.
        body: { school_id: demo.aurora },
        output: {
          id: "f3a9c7e1-5d2b-4b8f-a6c0-7e4d1b9f2a53",
          school_id: demo.aurora,
          created_at: "2026-03-02T13:12:44.905Z",
          revoked_at: null,
          url: "https://app.example.com/api/calendar/Hq7vN2xK9pLm4RtY8wZs3BcF.ics",
        },
      },
      status: 201,
      location: (out) => `${path}/${out.id}`,
      errors: [422],
    },
  }),

  revoke: defineOperation({
    access: "staff",
    input: calendarFeedIdInput,
    run: revokeCalendarFeed,
    rest: {
      route: `DELETE ${path}/{id}`,
      tag,
      summary: "Revoke one of the caller's calendar feeds: its URL answers 404 from now on",
      output: calendarFeedRecord,
      examples: {
        output: { ...feed, revoked_at: "2026-03-20T18:02:31.650Z" },
      },
      errors: [404],
    },
  }),
};
