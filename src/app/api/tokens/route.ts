import { restHandler } from "@/server/http/rest-handler";
import { createTokenRoute, listTokensRoute } from "@/server/tokens/routes";

export const GET = restHandler(listTokensRoute);
export const POST = restHandler(createTokenRoute);
