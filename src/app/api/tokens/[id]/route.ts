import { restHandler } from "@/server/http/rest-handler";
import { revokeTokenRoute } from "@/server/tokens/routes";

export const DELETE = restHandler(revokeTokenRoute);
