import { restHandler } from "@/server/http/rest-handler";
import { bookingsReportRoute } from "@/server/reports/routes";

export const POST = restHandler(bookingsReportRoute);
