import { docsHtml } from "@/server/http/docs-html";
import { openApiDocument } from "@/server/http/openapi";
import { restRoutes } from "@/server/api/rest-routes";

export const dynamic = "force-static";

export function GET() {
  return new Response(docsHtml(openApiDocument(restRoutes)), { headers: { "content-type": "text/html; charset=utf-8" } });
}
