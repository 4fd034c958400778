import type { MatrixRow } from "../matrix";
import { adminsNameASchool, feedIsPersonal, tokenIsPersonal } from "../personal-expectations";
import { withUnknown } from "../unknown-ids";

/** The caller, home, audit, tokens and calendar feeds. */
export const accountTrpcRows: Record<string, MatrixRow> = {
  "me.get": { access: "user", status: 200, cases: () => [{ label: "self", side: "own" }] },
  "home.get": { access: "staff", status: 200, cases: () => [{ label: "own numbers or agenda", side: "own" }] },
  "audit.list": {
    access: "admin",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      { label: "latest entries of the schools in access", side: "own", input: {} },
      { label: "own school", side: "own", input: { school_id: own.schoolId } },
      ...withUnknown(
        { label: "another school", side: "foreign", input: { school_id: foreign.schoolId } },
        foreign.schoolId,
        200,
      ),
    ],
  },
  "tokens.list": { access: "user", status: 200, cases: () => [{ label: "own tokens", side: "own" }] },
  "tokens.create": {
    access: "staff",
    status: 200,
    creates: "tokens",
    cases: () => [{ label: "new token", side: "own", input: { name: "authz-matrix" } }],
  },
  "tokens.revoke": {
    access: "user",
    status: 200,
    cases: async ({ caller, fx, prisma }) => {
      const other = await prisma.user.findUniqueOrThrow({ where: { email: caller.foreign.adminEmail } });
      const foreignToken = await fx.token({ id: other.id, email: other.email, name: "", role: other.role });
      return [
        { label: "own token", side: "own", input: { id: caller.user ? await fx.token(caller.user) : foreignToken } },
        { label: "another user's token", side: "foreign", input: { id: foreignToken }, expect: tokenIsPersonal },
      ];
    },
  },
  "calendarFeeds.list": { access: "staff", status: 200, cases: () => [{ label: "own feeds", side: "own" }] },
  "calendarFeeds.create": {
    access: "staff",
    status: 200,
    creates: "calendarFeeds",
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
  "calendarFeeds.revoke": {
    access: "staff",
    status: 200,
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
};
