import type { CaseContext, MatrixCase, OperationRows } from "../matrix";
import { adminsNameASchool, feedIsPersonal } from "../personal-expectations";
import { withUnknown } from "../unknown-ids";

/**
 * The caller's own feed (a teacher's own, an administrator's of their school) and another user's, which is not found
 * whoever asks.
 */
async function feedCases({ caller, fx, prisma }: CaseContext): Promise<MatrixCase[]> {
  const other = await prisma.user.findUniqueOrThrow({ where: { email: caller.foreign.adminEmail } });
  const foreignFeed = await fx.calendarFeed(other.id, caller.foreign.schoolId);
  const school = caller.user?.role === "TEACHER" ? null : caller.own.schoolId;
  const ownFeed = caller.user ? await fx.calendarFeed(caller.user.id, school) : foreignFeed;
  return [
    { label: "own feed", side: "own", path: `/api/calendar-feeds/${ownFeed}`, input: { id: ownFeed } },
    {
      label: "another user's feed",
      side: "foreign",
      path: `/api/calendar-feeds/${foreignFeed}`,
      input: { id: foreignFeed },
      expect: feedIsPersonal,
    },
  ];
}

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
  "calendarFeeds.get": { access: "staff", rest: { cases: feedCases } },
  "calendarFeeds.revoke": { access: "staff", rest: { cases: feedCases }, trpc: { cases: feedCases } },
};
