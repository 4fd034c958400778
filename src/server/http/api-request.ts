import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";

/**
 * What the API's handlers read of a request. A fetch Request is one; for a request without a body the server
 * builds a plain one instead, as undici's Request (a second parse of the URL, header validation, an
 * AbortController) cost about a tenth of a small GET's CPU (a CPU profile of the bench's GET /disciplines load).
 */
export type ApiRequest = Pick<Request, "method" | "url" | "headers" | "body">;

const urlOf = (req: IncomingMessage) => new URL(req.url ?? "/", `http://${req.headers.host ?? "127.0.0.1"}`);

const headersOf = (req: IncomingMessage) =>
  new Headers(
    Object.entries(req.headers).flatMap(([k, v]) =>
      v === undefined ? [] : [[k, Array.isArray(v) ? v.join(", ") : v] as [string, string]],
    ),
  );

const hasBody = (req: IncomingMessage) =>
  Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;

/** A fetch Request for a node:http request; the body streams as it arrives. */
export function toWebRequest(req: IncomingMessage): Request {
  const body = hasBody(req);
  if (!body) req.resume();
  return new Request(urlOf(req), {
    method: req.method,
    headers: headersOf(req),
    body: body ? (Readable.toWeb(req) as ReadableStream) : undefined,
    duplex: "half",
  } as RequestInit);
}

/** The request as the API reads it: a fetch Request when it has a body, else a plain object of the same fields. */
export function toApiRequest(req: IncomingMessage): ApiRequest {
  if (hasBody(req)) return toWebRequest(req);
  req.resume();
  return { method: req.method ?? "GET", url: urlOf(req).href, headers: headersOf(req), body: null };
}
