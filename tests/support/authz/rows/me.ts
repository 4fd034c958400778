import type { OperationRows } from "../matrix";

/** The caller's own identity. */
export const meRows: OperationRows = {
  "me.get": {
    access: "user",
    rest: { cases: () => [{ label: "self", side: "own", path: "/api/me" }] },
    trpc: { cases: () => [{ label: "self", side: "own" }] },
  },
};
