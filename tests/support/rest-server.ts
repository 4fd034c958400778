import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import type { Database } from "@/server/db/client";
import type { AnyRoute } from "@/server/http/define-route";
import { errorResponse } from "@/server/http/error-response";
import { restRoutes } from "@/server/http/registry";
import { runRoute } from "@/server/http/rest-handler";
import { DomainError } from "@/server/errors/domain-error";

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
export async function startRestServer(database: Database): Promise<{ url: string; close: () => Promise<void> }> {
  const matchers = restRoutes.map(compile);
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const hasBody = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
    if (!hasBody) req.resume();
    const request = new Request(url, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, Array.isArray(v) ? v.join(", ") : v] as [string, string]])),
      body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
      duplex: "half",
    } as RequestInit);
    const candidates = matchers.map((m) => ({ m, match: m.pattern.exec(url.pathname) })).filter((c) => c.match);
    const hit = candidates.find((c) => c.m.route.method === req.method);
    const response = hit
      ? await runRoute(hit.m.route, request, Object.fromEntries(hit.m.names.map((n, i) => [n, decodeURIComponent(hit.match![i + 1]!)])), database)
      : errorResponse(new DomainError("NOT_FOUND", candidates.length ? "Method not allowed" : "No such route"));
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
