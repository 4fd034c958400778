import http from "node:http";
import type { AddressInfo } from "node:net";
import type { AppDeps } from "@/server/app-deps";
import { createRequestHandler, type NodeHandler } from "@/server/api/request-handler";

/**
 * createRequestHandler over HTTP without a database, Next.js played by `fallback`: enough for what
 * it answers before a route reaches the database (a 401 without credentials, a 404, headers).
 */
export async function startHandlerServer(fallback: NodeHandler): Promise<{ url: string; close: () => Promise<void> }> {
  const limits = { heavyPerUser: 1, slowClientMs: 5_000, spool: { dir: "", memoryBytes: 0 } };
  const deps = { http: limits } as unknown as AppDeps;
  const server = http.createServer(createRequestHandler({ deps: () => deps, fallback, trustProxy: false }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
