import { getDisciplineRoute, updateDisciplineRoute } from "@/server/disciplines/routes";
import { restHandler } from "@/server/http/rest-handler";

export const GET = restHandler(getDisciplineRoute);
export const PATCH = restHandler(updateDisciplineRoute);
