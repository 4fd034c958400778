import { getExamRoute, updateExamRoute } from "@/server/exams/routes";
import { restHandler } from "@/server/http/rest-handler";

export const GET = restHandler(getExamRoute);
export const PATCH = restHandler(updateExamRoute);
