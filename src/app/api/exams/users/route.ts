import { usersPerformanceRoute } from "@/server/exams/routes";
import { restHandler } from "@/server/http/rest-handler";

export const GET = restHandler(usersPerformanceRoute);
