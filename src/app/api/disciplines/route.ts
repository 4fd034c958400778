import { createDisciplineRoute, listDisciplinesRoute } from "@/server/disciplines/routes";
import { restHandler } from "@/server/http/rest-handler";

export const GET = restHandler(listDisciplinesRoute);
export const POST = restHandler(createDisciplineRoute);
