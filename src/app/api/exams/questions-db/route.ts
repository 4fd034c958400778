import { restHandler } from "@/server/http/rest-handler";
import { createQuestionRoute, listQuestionsRoute } from "@/server/questions-db/routes";

export const GET = restHandler(listQuestionsRoute);
export const POST = restHandler(createQuestionRoute);
