import { restHandler } from "@/server/http/rest-handler";
import { getQuestionRoute, updateQuestionRoute } from "@/server/questions-db/routes";

export const GET = restHandler(getQuestionRoute);
export const PATCH = restHandler(updateQuestionRoute);
