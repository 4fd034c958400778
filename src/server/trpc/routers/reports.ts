import { groupsUsageWithPrevious, previewInput, previewReport } from "@/server/reports/preview";
import { groupsUsageInput } from "@/server/reports/schema";
import { adminProcedure, createRouter, heavy } from "../init";

export const reportsRouter = createRouter({
  preview: adminProcedure
    .use(heavy)
    .input(previewInput)
    .query(({ ctx, input }) => previewReport(ctx, input)),
  groupsUsage: adminProcedure
    .use(heavy)
    .input(groupsUsageInput)
    .query(({ ctx, input }) => groupsUsageWithPrevious(ctx, input)),
});
