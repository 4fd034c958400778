import { restHandler } from "@/server/http/rest-handler";
import { questionsReportRoute } from "@/server/reports/routes";

export const POST = restHandler(questionsReportRoute);
