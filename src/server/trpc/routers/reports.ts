import { groupsUsageWithPrevious, previewInput, previewReport } from "@/server/reports/preview";
import { groupsUsageInput } from "@/server/reports/schema";
import { adminProcedure, createRouter, heavy, inScope } from "../init";

export const reportsRouter = createRouter({
  preview: adminProcedure
    .use(heavy)
    .input(previewInput)
    .use(inScope({ "input.group_ids": "group", "input.school_ids": "admin-school" }))
    .query(({ ctx, input }) => previewReport(ctx, input)),
  groupsUsage: adminProcedure
    .use(heavy)
    .input(groupsUsageInput)
    .use(inScope({ group_ids: "group" }))
    .query(({ ctx, input }) => groupsUsageWithPrevious(ctx, input)),
});
