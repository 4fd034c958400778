import { restHandler } from "@/server/http/rest-handler";
import { groupsUsageReportRoute } from "@/server/reports/routes";

export const POST = restHandler(groupsUsageReportRoute);
