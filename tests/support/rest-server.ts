import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import type { AppDeps } from "@/server/app-deps";
import type { AnyRoute } from "@/server/http/define-route";
import { errorResponse } from "@/server/http/error-response";
import { restRoutes } from "@/server/http/registry";
import { runRoute } from "@/server/http/rest-handler";
import { DomainError } from "@/server/errors/domain-error";
import { setClientIpHeader } from "@/server/http/client-ip";
import { mergeGetBodyIntoQuery } from "@/server/http/get-body";
import { getUpload, postUpload } from "@/server/uploads/upload-endpoint";

type Matcher = { route: AnyRoute; pattern: RegExp; names: string[] };

function compile(route: AnyRoute): Matcher {
  const names: string[] = [];
  const source = route.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{(\w+)\}/g, (_, name: string) => (names.push(name), "([^/]+)"));
  return { route, pattern: new RegExp(`^${source}$`), names };
}

/**
 * Serves the declared REST routes over real HTTP with the same runRoute the Next.js route files
 * call, so REST tests go through sockets, headers and bodies against either database.
 */
export async function startRestServer(deps: AppDeps): Promise<{ url: string; close: () => Promise<void> }> {
  // Static segments win over parameters, as in Next.js routing (/api/exams/users before /api/exams/{examId}).
  const matchers = restRoutes.map(compile).sort((a, b) => a.names.length - b.names.length);
  const dispatch = async (pathname: string, method: string, request: Request): Promise<Response> => {
    if (pathname === "/api/uploads" && method === "POST") return postUpload(deps, request);
    if (pathname.startsWith("/api/uploads/") && method === "GET") return getUpload(deps, decodeURIComponent(pathname.slice("/api/uploads/".length)));
    const candidates = matchers.map((m) => ({ m, match: m.pattern.exec(pathname) })).filter((c) => c.match);
    const hit = candidates.find((c) => c.m.route.method === method);
    if (!hit) return errorResponse(new DomainError("NOT_FOUND", candidates.length ? "Method not allowed" : "No such route"));
    const params = Object.fromEntries(hit.m.names.map((n, i) => [n, decodeURIComponent(hit.match![i + 1]!)]));
    return runRoute(hit.m.route, request, params, deps);
  };
  const server = http.createServer(async (req, res) => {
    // As behind a trusted proxy, so that tests can speak for several client addresses.
    setClientIpHeader(req, true);
    await mergeGetBodyIntoQuery(req);
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "127.0.0.1"}`);
    const hasBody = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
    if (!hasBody) req.resume();
    const request = new Request(url, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, Array.isArray(v) ? v.join(", ") : v] as [string, string]])),
      body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
      duplex: "half",
    } as RequestInit);
    const response = await dispatch(url.pathname, req.method ?? "GET", request);
    // A refused body (413) is left unread: close the connection rather than reuse a dirty one.
    if (!req.complete) response.headers.set("connection", "close");
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (response.body) for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
