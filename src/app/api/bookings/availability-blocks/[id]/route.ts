import { deleteBlockRoute, updateBlockRoute } from "@/server/availability/routes";
import { restHandler } from "@/server/http/rest-handler";

export const PATCH = restHandler(updateBlockRoute);
export const DELETE = restHandler(deleteBlockRoute);
