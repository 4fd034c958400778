import { openApiDocument } from "@/server/http/openapi";
import { restRoutes } from "@/server/api/rest-routes";

export const dynamic = "force-static";

export function GET() {
  return Response.json(openApiDocument(restRoutes));
}
