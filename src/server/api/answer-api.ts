import type { IncomingMessage } from "node:http";
import type { AppDeps } from "@/server/app-deps";
import { answerCalendarFeed } from "@/server/calendar-feed/feed-endpoint";
import { DomainError } from "@/server/errors/domain-error";
import { getUpload, postUpload } from "@/server/uploads/upload-endpoint";
import { docsResponse, redocScriptPath, redocScriptResponse } from "@/server/rest/docs-html";
import { errorResponse } from "@/server/http/error-response";
import { toApiRequest, type ApiRequest } from "@/server/http/api-request";
import type { JsonAnswer } from "@/server/http/node-bridge";
import { apiDocument } from "./api-document";
import { answerRoute } from "@/server/rest/rest-handler";
import { matchRoute } from "./route-matcher";

type Endpoint = {
  method: "GET" | "POST";
  /** The path, or with a trailing slash every path under it, whose remainder is `rest`. */
  path: string;
  answer: (deps: AppDeps, request: ApiRequest, rest: string) => Response | Promise<Response>;
};

function uploadKey(rest: string): string | undefined {
  try {
    return decodeURIComponent(rest);
  } catch {
    return undefined;
  }
}

/**
 * What /api serves besides the declared routes: the local storage's uploads, the calendar feeds (public by
 * their secret, so outside the routes' authentication) and the API's documentation.
 */
const endpoints: Endpoint[] = [
  { method: "POST", path: "/api/uploads", answer: (deps, request) => postUpload(deps, request) },
  {
    method: "GET",
    path: "/api/uploads/",
    answer: (deps, _request, rest) => {
      const key = uploadKey(rest);
      return key
        ? getUpload(deps, key)
        : errorResponse(new DomainError("NOT_FOUND", "file_not_found", "File not found"));
    },
  },
  { method: "GET", path: "/api/calendar/", answer: (deps, request, rest) => answerCalendarFeed(deps, request, rest) },
  { method: "GET", path: "/api/openapi.json", answer: () => Response.json(apiDocument()) },
  { method: "GET", path: "/api/docs", answer: () => docsResponse(apiDocument()) },
  { method: "GET", path: redocScriptPath, answer: () => redocScriptResponse() },
];

const serves = (endpoint: Endpoint, pathname: string) =>
  endpoint.path.endsWith("/")
    ? pathname.startsWith(endpoint.path) && pathname.length > endpoint.path.length
    : pathname === endpoint.path;

/** A path's methods as an Allow header: a GET answers HEAD too, and every known path OPTIONS. */
const allowHeader = (methods: string[]) =>
  [...methods, ...(methods.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");

/**
 * Answers a request for a path under /api that Next.js does not serve: a declared REST route
 * (HEAD as its GET), an upload, the API's documentation, or else a JSON 404, or for a known path a
 * JSON 405 with an Allow header (OPTIONS: 204 with it, as Next.js route files answered).
 */
export async function answerApi(req: IncomingMessage, pathname: string, deps: AppDeps): Promise<Response | JsonAnswer> {
  const method = req.method ?? "GET";
  const route = matchRoute(pathname, method);
  if (route.route) return answerRoute(route.route, toApiRequest(req), route.params, deps);
  const known = endpoints.filter((endpoint) => serves(endpoint, pathname));
  const endpoint = known.find((e) => e.method === (method === "HEAD" ? "GET" : method));
  if (endpoint) return endpoint.answer(deps, toApiRequest(req), pathname.slice(endpoint.path.length));
  const allowed = [...route.allowed, ...known.map((e) => e.method)];
  if (allowed.length === 0) return errorResponse(new DomainError("NOT_FOUND", "route_not_found", "No such route"));
  const answer =
    method === "OPTIONS"
      ? new Response(null, { status: 204 })
      : errorResponse(
          new DomainError("METHOD_NOT_ALLOWED", "method_not_allowed", `${method} is not allowed on ${pathname}`, {
            params: { method },
          }),
        );
  answer.headers.set("allow", allowHeader(allowed));
  return answer;
}
