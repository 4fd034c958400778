import { demo } from "@/server/rest/example-ids";
import { defineOperation } from "@/server/operations/define-operation";
import { listAuditEntries } from "./list-audit";
import { auditList, listAuditQuery } from "./schema";

/** The audit log's operations: REST's first, then tRPC's (`audit.list`). */
export const auditOperations = {
  /**
   * The log on REST, for platform admins alone; the audit page's `list` calls the same service under its own
   * policy.
   */
  listForPlatform: defineOperation({
    access: "platform",
    input: listAuditQuery,
    scoped: { school_id: "admin-school" },
    run: listAuditEntries,
    trpc: false,
    rest: {
      route: "GET /api/audit",
      tag: "Audit",
      summary: "The audit log of every write: who, when, what, before and after (platform admins only)",
      description:
        "Newest first; keyset pagination with cursor/next_cursor (also sent as a Link header). " +
        "School admins read their schools' entries on the audit page.",
      output: auditList,
      examples: {
        // Ana Souza renaming a subject of Matemática from the admin pages.
        output: {
          items: [
            {
              id: "1b6e9d3a-4c2f-4a8e-b5d7-3f0c8a2e6b91",
              at: "2026-03-04T12:31:09.517Z",
              actor: { id: demo.ana, name: "Ana Souza", email: "ana@example.com" },
              actor_kind: "SESSION",
              token_id: null,
              action: "subject.update",
              entity_type: "subject",
              entity_id: "3",
              school_ids: [demo.aurora],
              before: { id: 3, discipline_id: 1, name: "Funções", enabled: true },
              after: { id: 3, discipline_id: 1, name: "Funções e gráficos", enabled: true },
              record: { name: "Funções e gráficos", exists: true },
              names: {
                "subject:3": "Funções e gráficos",
                "discipline:1": "Matemática",
                [`user:${demo.ana}`]: "Ana Souza",
              },
              time_zone: "America/Sao_Paulo",
            },
          ],
          next_cursor: null,
        },
      },
      paged: true,
      errors: [422],
    },
  }),

  /** The audit page's list, on tRPC alone: school admins too, each reading their schools' entries. */
  list: defineOperation({
    kind: "query",
    access: "admin",
    input: listAuditQuery,
    scoped: { school_id: "admin-school" },
    run: listAuditEntries,
  }),
};
