import type { OperationRows } from "../matrix";

/** The home page's numbers or agenda. */
export const homeRows: OperationRows = {
  "home.get": {
    access: "staff",
    trpc: { cases: () => [{ label: "own numbers or agenda", side: "own" }] },
  },
};
