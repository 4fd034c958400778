import { restHandler } from "@/server/http/rest-handler";
import { getMeRoute } from "@/server/me/routes";

export const GET = restHandler(getMeRoute);
