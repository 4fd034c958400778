import type { MatrixRow } from "../matrix";
import { adminsNameASchool, feedIsPersonal, tokenIsPersonal } from "../personal-expectations";
import { withUnknown } from "../unknown-ids";

/** The caller, tokens, audit and calendar-feed routes. */
export const accountRestRows: Record<string, MatrixRow> = {
  "GET /api/me": { access: "user", status: 200, cases: () => [{ label: "self", side: "own", path: "/api/me" }] },
  "GET /api/tokens": {
    access: "user",
    status: 200,
    cases: () => [{ label: "own tokens", side: "own", path: "/api/tokens" }],
  },
  "POST /api/tokens": {
    access: "staff",
    status: 201,
    creates: "tokens",
    cases: () => [{ label: "new token", side: "own", path: "/api/tokens", body: { name: "authz-matrix" } }],
  },
  "DELETE /api/tokens/{id}": {
    access: "user",
    status: 200,
    cases: async ({ caller, fx, prisma }) => {
      const other = await prisma.user.findUniqueOrThrow({ where: { email: caller.foreign.adminEmail } });
      const foreignToken = await fx.token({ id: other.id, email: other.email, name: "", role: other.role });
      return [
        {
          label: "own token",
          side: "own",
          path: `/api/tokens/${caller.user ? await fx.token(caller.user) : foreignToken}`,
        },
        // Tokens are personal: another user's token is not found, whoever asks (docs/security.md).
        {
          label: "another user's token",
          side: "foreign",
          path: `/api/tokens/${foreignToken}`,
          expect: tokenIsPersonal,
        },
      ];
    },
  },

  // Platform admins only: school admins read their schools' entries on the audit page (audit.list).
  "GET /api/audit": {
    access: "admin",
    status: 200,
    cases: () => [{ label: "latest entries", side: "own", path: "/api/audit", expect: { ana: 403, bruno: 403 } }],
  },
  "GET /api/calendar-feeds": {
    access: "staff",
    status: 200,
    cases: () => [{ label: "own feeds", side: "own", path: "/api/calendar-feeds" }],
  },
  "POST /api/calendar-feeds": {
    access: "staff",
    status: 201,
    creates: "calendarFeeds",
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
  "DELETE /api/calendar-feeds/{id}": {
    access: "staff",
    status: 200,
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
};
