import { createBlockRoute, listBlocksRoute } from "@/server/availability/routes";
import { restHandler } from "@/server/http/rest-handler";

export const GET = restHandler(listBlocksRoute);
export const POST = restHandler(createBlockRoute);
