import { restHandler } from "@/server/http/rest-handler";
import { workloadReportRoute } from "@/server/reports/routes";

export const POST = restHandler(workloadReportRoute);
