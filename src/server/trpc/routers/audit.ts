import { listAuditEntries } from "@/server/audit/list-audit";
import { listAuditQuery } from "@/server/audit/schema";
import { adminProcedure, createRouter } from "../init";

export const auditRouter = createRouter({
  list: adminProcedure.input(listAuditQuery).query(({ ctx, input }) => listAuditEntries(ctx, input)),
});
