import type { IncomingMessage } from "node:http";

/** GET routes whose parameters the spec lists in the body (4.2). */
const getBodyPaths = new Set(["/api/bookings/availability-blocks"]);
const maxGetBodyBytes = 16 * 1024;

/**
 * HTTP servers, Next.js included, drop the body of a GET before a handler sees it. For the GET
 * routes whose parameters the spec puts in a JSON body, the server moves them into the query
 * string first; parameters already in the query string win. A body that is not a small JSON
 * object is left out, and the route's query validation answers as usual.
 */
export async function mergeGetBodyIntoQuery(req: IncomingMessage): Promise<void> {
  const hasBody = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
  // Parsed only for a GET with a body: every other request passes through at no cost.
  if (req.method !== "GET" || !req.url || !hasBody) return;
  const url = new URL(req.url, "http://internal");
  if (!getBodyPaths.has(url.pathname)) return;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxGetBodyBytes) return;
    chunks.push(chunk);
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return;
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) return;
  for (const [key, value] of Object.entries(body)) {
    if (!url.searchParams.has(key) && (typeof value === "number" || typeof value === "string"))
      url.searchParams.set(key, String(value));
  }
  req.url = url.pathname + url.search;
  delete req.headers["content-length"];
  delete req.headers["transfer-encoding"];
}
