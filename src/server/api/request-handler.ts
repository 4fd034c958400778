import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppDeps } from "@/server/app-deps";
import { answerApi } from "./answer-api";
import { bodyLimitOf } from "./body-limits";
import { setClientIpHeader } from "@/server/http/client-ip";
import { errorResponse } from "@/server/http/error-response";
import { mergeGetBodyIntoQuery } from "@/server/http/get-body";
import { httpLimits } from "@/server/http/http-limits";
import { declaresMoreThan, holdChunkedBody, isChunked, refuseBody } from "@/server/http/limit-body";
import { sendAnswer } from "@/server/http/node-bridge";
import { setSecurityHeaders } from "@/server/http/security-headers";

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

export type RequestHandlerOptions = {
  deps: () => AppDeps;
  /** What answers the pages, tRPC and next-auth: Next.js in the app. */
  fallback: NodeHandler;
  /** Take the client address from a reverse proxy's X-Forwarded-For (TRUST_PROXY=1). */
  trustProxy: boolean;
};

/**
 * Paths under /api that Next.js serves: tRPC and next-auth, which the pages call, so that under
 * `npm run dev` they are recompiled with them.
 */
const nextApiPaths = ["/api/trpc/", "/api/auth/"];

// A target that is no URL goes to Next.js, which refuses it.
function pathOf(url: string): string {
  try {
    return new URL(url, "http://internal").pathname;
  } catch {
    return "";
  }
}

/**
 * The app's one request handler, in production, under `npm run dev` and in the tests: sets the
 * security headers, moves a GET's JSON body into the query string (HTTP servers drop GET bodies),
 * tells handlers the client's address (for rate limits), and answers everything under /api with
 * answerApi but what Next.js serves; pages, tRPC and next-auth go to the fallback.
 *
 * Every body is bounded here first (bodyLimitOf): a declared length over the limit is 413 before a
 * byte is read. The routes answered here read chunked bodies through capped readers; for Next.js,
 * whose handlers (next-auth's) read a body whole, a chunked body is held, at most the limit of it,
 * until it ends, and one over the limit is 413 without Next.js ever seeing it.
 */
export function createRequestHandler(options: RequestHandlerOptions): NodeHandler {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const pathname = pathOf(req.url ?? "/");
    setSecurityHeaders(res, pathname);
    setClientIpHeader(req, options.trustProxy);
    const maxBody = bodyLimitOf(pathname);
    if (declaresMoreThan(req, maxBody)) return refuseBody(req, res, maxBody);
    const ours = pathname.startsWith("/api/") && !nextApiPaths.some((path) => pathname.startsWith(path));
    const heldWithin = !ours && isChunked(req) ? holdChunkedBody(req, maxBody) : undefined;
    await mergeGetBodyIntoQuery(req);
    if (!ours) {
      if (heldWithin && !(await heldWithin)) return refuseBody(req, res, maxBody);
      return options.fallback(req, res);
    }
    const deps = options.deps();
    try {
      await sendAnswer(req, res, await answerApi(req, pathname, deps), {}, httpLimits(deps).slowClientMs);
    } catch (error) {
      // answerApi answers its own errors; this is the socket or the bridge failing.
      if (res.headersSent) res.destroy();
      else await sendAnswer(req, res, errorResponse(error));
    }
  };
}
