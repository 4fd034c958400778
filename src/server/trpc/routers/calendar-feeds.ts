import { createCalendarFeed } from "@/server/calendar-feed/create-calendar-feed";
import { listCalendarFeeds } from "@/server/calendar-feed/list-calendar-feeds";
import { revokeCalendarFeed } from "@/server/calendar-feed/revoke-calendar-feed";
import { calendarFeedIdInput, createCalendarFeedInput } from "@/server/calendar-feed/schema";
import { createRouter, inScope, staffProcedure } from "../init";

export const calendarFeedsRouter = createRouter({
  list: staffProcedure.query(({ ctx }) => listCalendarFeeds(ctx)),
  create: staffProcedure
    .input(createCalendarFeedInput)
    .use(inScope({ school_id: "admin-school" }))
    .mutation(({ ctx, input }) => createCalendarFeed(ctx, input)),
  revoke: staffProcedure.input(calendarFeedIdInput).mutation(({ ctx, input }) => revokeCalendarFeed(ctx, input)),
});
