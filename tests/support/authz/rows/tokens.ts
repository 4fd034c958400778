import type { CaseContext, MatrixCase, OperationRows } from "../matrix";
import { tokenIsPersonal } from "../personal-expectations";

/** The caller's own token and another user's, which is not found whoever asks (docs/security.md). */
async function tokenCases({ caller, fx, prisma }: CaseContext): Promise<MatrixCase[]> {
  const other = await prisma.user.findUniqueOrThrow({ where: { email: caller.foreign.adminEmail } });
  const foreignToken = await fx.token({ id: other.id, email: other.email, name: "", role: other.role });
  const ownToken = caller.user ? await fx.token(caller.user) : foreignToken;
  return [
    { label: "own token", side: "own", path: `/api/tokens/${ownToken}`, input: { id: ownToken } },
    {
      label: "another user's token",
      side: "foreign",
      path: `/api/tokens/${foreignToken}`,
      input: { id: foreignToken },
      expect: tokenIsPersonal,
    },
  ];
}

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
  "tokens.get": { access: "user", rest: { cases: tokenCases } },
  "tokens.revoke": { access: "user", rest: { cases: tokenCases }, trpc: { cases: tokenCases } },
};
