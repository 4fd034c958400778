import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppDeps } from "@/server/app-deps";
import { apiSecurityHeaders } from "@/server/http/api-headers";
import { setClientIpHeader } from "@/server/http/client-ip";
import { errorResponse } from "@/server/http/error-response";
import { mergeGetBodyIntoQuery } from "@/server/http/get-body";
import { httpLimits } from "@/server/http/http-limits";
import { sendAnswer, toWebRequest } from "@/server/http/node-bridge";
import { answerRoute } from "@/server/http/rest-handler";
import { matchRoute } from "./route-matcher";

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

export type RequestHandlerOptions = {
  deps: () => AppDeps;
  /** What answers everything but the declared REST routes: Next.js in the app. */
  fallback: NodeHandler;
  /** Take the client address from a reverse proxy's X-Forwarded-For (TRUST_PROXY=1). */
  trustProxy: boolean;
  /** false under `next dev`, where Next.js recompiles changed routes that this handler would keep serving old. */
  answerRest?: boolean;
};

/**
 * The app's per-request handling, for scripts/serve.ts and the tests' server alike: moves a GET's
 * JSON body into the query string (Next drops GET bodies), tells handlers the client's address
 * (for rate limits), and answers the declared REST routes (HEAD included) with answerRoute and the
 * security headers Next.js gives `/api/*`; anything else goes to the fallback.
 */
export function createRequestHandler(options: RequestHandlerOptions): NodeHandler {
  const answerRest = options.answerRest ?? true;
  return async (req: IncomingMessage, res: ServerResponse) => {
    setClientIpHeader(req, options.trustProxy);
    await mergeGetBodyIntoQuery(req);
    const match =
      answerRest && req.url?.startsWith("/api/")
        ? matchRoute(new URL(req.url, "http://internal").pathname, req.method ?? "GET")
        : null;
    if (!match?.route) return options.fallback(req, res);
    const deps = options.deps();
    try {
      const answer = await answerRoute(match.route, toWebRequest(req), match.params, deps);
      await sendAnswer(req, res, answer, apiSecurityHeaders, httpLimits(deps).slowClientMs);
    } catch (error) {
      // answerRoute answers its own errors; this is the socket or the bridge failing.
      if (res.headersSent) res.destroy();
      else await sendAnswer(req, res, errorResponse(error), apiSecurityHeaders);
    }
  };
}
