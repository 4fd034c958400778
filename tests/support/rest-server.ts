import http from "node:http";
import type { AddressInfo } from "node:net";
import type { AppDeps } from "@/server/app-deps";
import { answerAuth } from "@/server/auth/answer-auth";
import { authOptions } from "@/server/auth/options";
import { errorResponse } from "@/server/http/error-response";
import { sendAnswer, toWebRequest, type JsonAnswer } from "@/server/http/node-bridge";
import { matchRoute } from "@/server/http/route-matcher";
import { answerRoute } from "@/server/http/rest-handler";
import { DomainError } from "@/server/errors/domain-error";
import { setClientIpHeader } from "@/server/http/client-ip";
import { mergeGetBodyIntoQuery } from "@/server/http/get-body";
import { getUpload, postUpload } from "@/server/uploads/upload-endpoint";

/**
 * Serves the declared REST routes over real HTTP as scripts/serve.ts does (answerRoute, sendAnswer),
 * so REST tests go through sockets, headers and bodies against either database; also next-auth's
 * /api/auth routes, as the app's route file runs them (answerAuth).
 */
export async function startRestServer(deps: AppDeps): Promise<{ url: string; close: () => Promise<void> }> {
  const dispatch = async (pathname: string, method: string, request: Request): Promise<Response | JsonAnswer> => {
    if (pathname.startsWith("/api/auth/")) {
      return answerAuth(deps, request, pathname.slice("/api/auth/".length).split("/"), authOptions(deps.db.prisma));
    }
    if (pathname === "/api/uploads" && method === "POST") return postUpload(deps, request);
    if (pathname.startsWith("/api/uploads/") && method === "GET") return getUpload(deps, decodeURIComponent(pathname.slice("/api/uploads/".length)));
    const match = matchRoute(pathname, method);
    if (!match.route) return errorResponse(new DomainError("NOT_FOUND", match.pathKnown ? "Method not allowed" : "No such route"));
    return answerRoute(match.route, request, match.params, deps);
  };
  const server = http.createServer(async (req, res) => {
    // As behind a trusted proxy, so that tests can speak for several client addresses.
    setClientIpHeader(req, true);
    await mergeGetBodyIntoQuery(req);
    const request = toWebRequest(req);
    await sendAnswer(req, res, await dispatch(new URL(request.url).pathname, req.method ?? "GET", request));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
