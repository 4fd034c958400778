import { openApiDocument } from "@/server/http/openapi";
import { restRoutes } from "@/server/http/registry";

export const dynamic = "force-static";

export function GET() {
  return Response.json(openApiDocument(restRoutes));
}
