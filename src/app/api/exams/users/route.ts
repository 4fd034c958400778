import { usersPerformanceRoute } from "@/server/performance/routes";
import { restHandler } from "@/server/http/rest-handler";

export const GET = restHandler(usersPerformanceRoute);
