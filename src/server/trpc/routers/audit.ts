import { listAuditEntries } from "@/server/audit/list-audit";
import { listAuditQuery } from "@/server/audit/schema";
import { adminProcedure, createRouter, inScope } from "../init";

export const auditRouter = createRouter({
  list: adminProcedure
    .input(listAuditQuery)
    .use(inScope({ school_id: "admin-school" }))
    .query(({ ctx, input }) => listAuditEntries(ctx, input)),
});
