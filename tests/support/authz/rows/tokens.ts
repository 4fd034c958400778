import type { OperationRows } from "../matrix";
import { tokenIsPersonal } from "../personal-expectations";

/** The caller's API tokens. */
export const tokenRows: OperationRows = {
  "tokens.list": {
    access: "user",
    rest: { cases: () => [{ label: "own tokens", side: "own", path: "/api/tokens" }] },
    trpc: { cases: () => [{ label: "own tokens", side: "own" }] },
  },
  "tokens.create": {
    access: "staff",
    creates: "tokens",
    rest: {
      status: 201,
      cases: () => [{ label: "new token", side: "own", path: "/api/tokens", body: { name: "authz-matrix" } }],
    },
    trpc: { cases: () => [{ label: "new token", side: "own", input: { name: "authz-matrix" } }] },
  },
  "tokens.revoke": {
    access: "user",
    rest: {
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
    trpc: {
      cases: async ({ caller, fx, prisma }) => {
        const other = await prisma.user.findUniqueOrThrow({ where: { email: caller.foreign.adminEmail } });
        const foreignToken = await fx.token({ id: other.id, email: other.email, name: "", role: other.role });
        return [
          { label: "own token", side: "own", input: { id: caller.user ? await fx.token(caller.user) : foreignToken } },
          { label: "another user's token", side: "foreign", input: { id: foreignToken }, expect: tokenIsPersonal },
        ];
      },
    },
  },
};
