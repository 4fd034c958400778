import { createExamRoute, listExamsRoute } from "@/server/exams/routes";
import { restHandler } from "@/server/http/rest-handler";

export const GET = restHandler(listExamsRoute);
export const POST = restHandler(createExamRoute);
