import { updateSubjectRoute } from "@/server/disciplines/routes";
import { restHandler } from "@/server/http/rest-handler";

export const PATCH = restHandler(updateSubjectRoute);
