import { addSubjectRoute } from "@/server/disciplines/routes";
import { restHandler } from "@/server/http/rest-handler";

export const POST = restHandler(addSubjectRoute);
