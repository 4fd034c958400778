import http from "node:http";
import type { AddressInfo } from "node:net";
import type { AppDeps } from "@/server/app-deps";
import { answerAuth } from "@/server/auth/answer-auth";
import { authOptions } from "@/server/auth/options";
import { DomainError } from "@/server/errors/domain-error";
import { errorResponse } from "@/server/http/error-response";
import { sendAnswer, toWebRequest } from "@/server/http/node-bridge";
import { createRequestHandler, type NodeHandler } from "@/server/api/request-handler";
import { matchRoute } from "@/server/api/route-matcher";
import { answerTrpc } from "@/server/trpc/answer-trpc";
import { getUpload, postUpload } from "@/server/uploads/upload-endpoint";

/** What Next.js answers in the app, as its route files do: uploads, tRPC and next-auth (as its route file runs it, answerAuth); anything else is not found. */
function nextStandIn(deps: AppDeps): NodeHandler {
  const answer = (pathname: string, method: string, request: Request) => {
    if (pathname.startsWith("/api/auth/")) {
      return answerAuth(deps, request, pathname.slice("/api/auth/".length).split("/"), authOptions(deps.db.prisma));
    }
    if (pathname === "/api/uploads" && method === "POST") return postUpload(deps, request);
    if (pathname.startsWith("/api/uploads/") && method === "GET") return getUpload(deps, decodeURIComponent(pathname.slice("/api/uploads/".length)));
    if (pathname.startsWith("/api/trpc/")) return answerTrpc(deps, request);
    const match = matchRoute(pathname, method);
    const known = !match.route && match.pathKnown;
    return errorResponse(new DomainError("NOT_FOUND", known ? "Method not allowed" : "No such route"));
  };
  return async (req, res) => {
    const request = toWebRequest(req);
    await sendAnswer(req, res, await answer(new URL(request.url).pathname, req.method ?? "GET", request));
  };
}

/**
 * Serves the app over real HTTP with scripts/serve.ts's own request handler (createRequestHandler),
 * so REST and tRPC tests go through sockets, headers and bodies against either database.
 */
export async function startRestServer(deps: AppDeps): Promise<{ url: string; close: () => Promise<void> }> {
  // As behind a trusted proxy, so that tests can speak for several client addresses.
  const handler = createRequestHandler({ deps: () => deps, fallback: nextStandIn(deps), trustProxy: true });
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
