import { publicOrigin } from "@/server/http/public-origin";
import { groupsUsageWithPrevious, previewInput, previewReport } from "@/server/reports/preview";
import { groupsUsageInput } from "@/server/reports/schema";
import { adminProcedure, createRouter, heavy } from "../init";

export const reportsRouter = createRouter({
  preview: adminProcedure
    .use(heavy)
    .input(previewInput)
    .query(({ ctx, input }) => previewReport(ctx, ctx.scope, input, publicOrigin(ctx.request))),
  groupsUsage: adminProcedure
    .use(heavy)
    .input(groupsUsageInput)
    .query(({ ctx, input }) => groupsUsageWithPrevious(ctx, ctx.scope, input)),
});
