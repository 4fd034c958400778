import type { OperationRows } from "../matrix";
import { withUnknown } from "../unknown-ids";

/** The audit log: REST's platform-wide listing and the audit page's. */
export const auditRows: OperationRows = {
  // Platform admins only: school admins read their schools' entries on the audit page (audit.list).
  "audit.listForPlatform": {
    access: "platform",
    rest: { cases: () => [{ label: "latest entries", side: "own", path: "/api/audit" }] },
  },
  "audit.list": {
    access: "admin",
    trpc: {
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
  },
};
