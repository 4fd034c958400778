import { defineRoute } from "@/server/http/define-route";
import { PageAnswer } from "@/server/http/page-answer";
import { listAuditEntries } from "./list-audit";
import { auditList, listAuditQuery } from "./schema";

export const listAuditRoute = defineRoute({
  method: "GET",
  path: "/api/audit",
  tag: "Audit",
  summary: "The audit log of every write: who, when, what, before and after (platform admins only)",
  description:
    "Newest first; keyset pagination with cursor/next_cursor (also sent as a Link header). " +
    "School admins read their schools' entries on the audit page.",
  access: "platform",
  scoped: { "query.school_id": "admin-school" },
  query: listAuditQuery,
  output: auditList,
  paged: true,
  errors: [422],
  handler: async ({ query, ctx }) => {
    const list = await listAuditEntries(ctx, query);
    return new PageAnswer(list, list.next_cursor);
  },
});
