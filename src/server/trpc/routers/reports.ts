import { publicOrigin } from "@/server/http/public-origin";
import { groupsUsageWithPrevious, previewInput, previewReport } from "@/server/reports/preview";
import { groupsUsageInput } from "@/server/reports/schema";
import { adminProcedure, createRouter } from "../init";

export const reportsRouter = createRouter({
  preview: adminProcedure.input(previewInput).query(({ ctx, input }) => previewReport(ctx, ctx.scope, input, publicOrigin(ctx.request))),
  groupsUsage: adminProcedure.input(groupsUsageInput).query(({ ctx, input }) => groupsUsageWithPrevious(ctx, ctx.scope, input)),
});
