import type { IncomingMessage } from "node:http";
import type { ApiRequest } from "./api-request";

/**
 * For the server in front of the app (scripts/serve.ts): route handlers see no socket, so the
 * socket address travels as X-Forwarded-For, replacing whatever the client sent, unless a trusted
 * reverse proxy (TRUST_PROXY=1) has set the header. Without one, a client's X-Forwarded-Host and
 * -Proto are dropped too, so that neither the app nor Next.js takes them for the public origin.
 */
export function setClientIpHeader(req: IncomingMessage, trustProxy: boolean): void {
  if (!trustProxy) {
    for (const name of ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port"]) delete req.headers[name];
  }
  if (trustProxy && req.headers["x-forwarded-for"]) return;
  req.headers["x-forwarded-for"] = req.socket.remoteAddress ?? "unknown";
}

/** The client's address: the last X-Forwarded-For entry, the one our own front server or proxy added. */
export function clientIp(request: ApiRequest): string {
  return request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim() || "unknown";
}
