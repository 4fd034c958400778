import http from "node:http";
import type { AddressInfo } from "node:net";
import type { AppDeps } from "@/server/app-deps";
import { answerAuth } from "@/server/auth/answer-auth";
import { authOptions } from "@/server/auth/options";
import { toWebRequest } from "@/server/http/api-request";
import { sendAnswer } from "@/server/http/node-bridge";
import { createRequestHandler, type NodeHandler } from "@/server/api/request-handler";
import { answerTrpc } from "@/server/trpc/answer-trpc";
import { checkedHandler } from "./contract/checked-handler";

/** What Next.js serves under /api, as its route files run it: tRPC and next-auth. The tests have no pages. */
function nextStandIn(deps: AppDeps): NodeHandler {
  const answer = (pathname: string, request: Request) => {
    if (pathname.startsWith("/api/auth/")) {
      return answerAuth(deps, request, pathname.slice("/api/auth/".length).split("/"), authOptions(deps.db.prisma));
    }
    if (pathname.startsWith("/api/trpc/")) return answerTrpc(deps, request);
    return new Response("No pages in the tests", { status: 404 });
  };
  return async (req, res) => {
    const request = toWebRequest(req);
    await sendAnswer(req, res, await answer(new URL(request.url).pathname, request));
  };
}

/**
 * Serves the app over real HTTP with the app's own request handler (createRequestHandler), so REST
 * and tRPC tests go through sockets, headers and bodies against either database. Every answer is checked
 * against the OpenAPI document (checked-handler.ts): one that breaks it fails the test that met it.
 */
export async function startRestServer(deps: AppDeps): Promise<{ url: string; close: () => Promise<void> }> {
  // As behind a trusted proxy, so that tests can speak for several client addresses.
  const handler = createRequestHandler({ deps: () => deps, fallback: nextStandIn(deps), trustProxy: true });
  // Node's 5 s keep-alive is near fetch's 4 s reuse: on a busy machine a test's first request after
  // a pause met a socket the server was closing (ECONNRESET). A long server timeout leaves closing to fetch.
  const server = http.createServer({ keepAliveTimeout: 60_000 }, checkedHandler(handler));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // The tests are over: a socket a test left open (a cancelled download's) must not hold the file for the
      // keep-alive above.
      server.closeAllConnections();
    });
  return { url: `http://127.0.0.1:${port}`, close };
}
