import type { IncomingMessage } from "node:http";

/**
 * For the server in front of the app (scripts/serve.ts): route handlers see no socket, so the
 * socket address travels as X-Forwarded-For, replacing whatever the client sent, unless a trusted
 * reverse proxy (TRUST_PROXY=1) has set the header.
 */
export function setClientIpHeader(req: IncomingMessage, trustProxy: boolean): void {
  if (trustProxy && req.headers["x-forwarded-for"]) return;
  req.headers["x-forwarded-for"] = req.socket.remoteAddress ?? "unknown";
}

/** The client's address: the last X-Forwarded-For entry, the one our own front server or proxy added. */
export function clientIp(request: Request): string {
  return request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim() || "unknown";
}
