import type { OperationRows } from "../matrix";
import { adminsNameASchool, feedIsPersonal } from "../personal-expectations";
import { withUnknown } from "../unknown-ids";

/** The caller's calendar feeds. */
export const calendarFeedRows: OperationRows = {
  "calendarFeeds.list": {
    access: "staff",
    rest: { cases: () => [{ label: "own feeds", side: "own", path: "/api/calendar-feeds" }] },
    trpc: { cases: () => [{ label: "own feeds", side: "own" }] },
  },
  "calendarFeeds.create": {
    access: "staff",
    creates: "calendarFeeds",
    rest: {
      status: 201,
      cases: ({ caller: { own, foreign } }) => [
        // A teacher's feed is their own; an administrator's names a school they administer.
        { label: "own feed", side: "own", path: "/api/calendar-feeds", body: {}, expect: adminsNameASchool },
        {
          label: "own school's feed",
          side: "own",
          path: "/api/calendar-feeds",
          body: { school_id: own.schoolId },
          expect: { tiago: 403 },
        },
        ...withUnknown(
          {
            label: "another school's feed",
            side: "foreign",
            path: "/api/calendar-feeds",
            body: { school_id: foreign.schoolId },
          },
          foreign.schoolId,
          422,
        ),
      ],
    },
    trpc: {
      cases: ({ caller: { own, foreign } }) => [
        // A teacher's feed is their own; an administrator's names a school they administer.
        { label: "own feed", side: "own", input: {}, expect: adminsNameASchool },
        { label: "own school's feed", side: "own", input: { school_id: own.schoolId }, expect: { tiago: 403 } },
        ...withUnknown(
          { label: "another school's feed", side: "foreign", input: { school_id: foreign.schoolId } },
          foreign.schoolId,
          422,
        ),
      ],
    },
  },
  "calendarFeeds.revoke": {
    access: "staff",
    rest: {
      cases: async ({ caller, fx, prisma }) => {
        const other = await prisma.user.findUniqueOrThrow({ where: { email: caller.foreign.adminEmail } });
        const foreignFeed = await fx.calendarFeed(other.id, caller.foreign.schoolId);
        const ownFeed = caller.user ? await fx.calendarFeed(caller.user.id, caller.own.schoolId) : foreignFeed;
        return [
          { label: "own feed", side: "own", path: `/api/calendar-feeds/${ownFeed}` },
          // Feeds are personal, like tokens: another user's is not found, whoever asks.
          {
            label: "another user's feed",
            side: "foreign",
            path: `/api/calendar-feeds/${foreignFeed}`,
            expect: feedIsPersonal,
          },
        ];
      },
    },
    trpc: {
      cases: async ({ caller, fx, prisma }) => {
        const other = await prisma.user.findUniqueOrThrow({ where: { email: caller.foreign.adminEmail } });
        const foreignFeed = await fx.calendarFeed(other.id, caller.foreign.schoolId);
        const ownFeed = caller.user ? await fx.calendarFeed(caller.user.id, caller.own.schoolId) : foreignFeed;
        return [
          { label: "own feed", side: "own", input: { id: ownFeed } },
          // Feeds are personal, like tokens: another user's is not found, whoever asks.
          { label: "another user's feed", side: "foreign", input: { id: foreignFeed }, expect: feedIsPersonal },
        ];
      },
    },
  },
};
