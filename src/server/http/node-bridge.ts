import type { IncomingMessage, ServerResponse } from "node:http";
import { etagOf, matchesIfNoneMatch } from "./etag";

/** Whether `res` drained within `timeoutMs`; false when it closed or the client took nothing meanwhile. */
const drained = (res: ServerResponse, timeoutMs: number) =>
  new Promise<boolean>((resolve) => {
    const done = (ok: boolean) => () => {
      clearTimeout(timer);
      res.off("drain", onDrain);
      res.off("close", onClose);
      resolve(ok);
    };
    const onDrain = done(true);
    const onClose = done(false);
    const timer = setTimeout(done(false), timeoutMs);
    res.on("drain", onDrain);
    res.on("close", onClose);
  });

/** How long a client may take nothing of an answer before it is disconnected, unless told otherwise. */
const defaultSlowClientMs = 60_000;

/**
 * Writes a fetch Response to a node:http response at the pace the client reads (a report of a
 * million rows must not pile up in memory), and stops producing it when the client leaves or takes
 * nothing for `slowClientMs`. A HEAD request gets the status and headers; the body is cancelled.
 */
export async function sendWebResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  extraHeaders: Record<string, string> = {},
  slowClientMs = defaultSlowClientMs,
): Promise<void> {
  // A refused body (413) is left unread: close the connection rather than reuse a dirty one.
  if (!req.complete) response.headers.set("connection", "close");
  const headers: Record<string, string | string[]> = { ...extraHeaders, ...Object.fromEntries(response.headers) };
  // Several cookies are several headers: folded into one, all but the first would be lost.
  if (response.headers.has("set-cookie")) headers["set-cookie"] = response.headers.getSetCookie();
  res.writeHead(response.status, headers);
  if (!response.body || req.method === "HEAD") {
    await response.body?.cancel().catch(() => {});
    res.end();
    return;
  }
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const gone = res.destroyed || (!res.write(value) && !(await drained(res, slowClientMs)));
      if (gone) throw new Error("The client left or stopped reading");
    }
    res.end();
  } catch {
    res.destroy();
    await reader.cancel().catch(() => {});
  }
}

/** A route's JSON result and status, before it is serialized. */
export type JsonAnswer = { status: number; json: unknown; headers?: Record<string, string> };

/**
 * Writes a route's answer: a JSON value in one write with its length (a fetch Response would go
 * through a body stream and a chunked reply), anything else as sendWebResponse does.
 */
export async function sendAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: Response | JsonAnswer,
  extraHeaders: Record<string, string> = {},
  slowClientMs = defaultSlowClientMs,
): Promise<void> {
  if (answer instanceof Response) return sendWebResponse(req, res, answer, extraHeaders, slowClientMs);
  // Encoded once: hashed, measured and written as these bytes.
  const body = Buffer.from(JSON.stringify(answer.json));
  const headers: Record<string, string> = { ...extraHeaders, ...answer.headers };
  // A read can be revalidated: the same answer again is a 304 without its body. Per caller, so private.
  if ((req.method === "GET" || req.method === "HEAD") && answer.status === 200) {
    const etag = etagOf(body);
    Object.assign(headers, { etag, "cache-control": "private, no-cache" });
    if (matchesIfNoneMatch(req.headers["if-none-match"], etag)) {
      if (!req.complete) headers.connection = "close";
      res.writeHead(304, headers).end();
      return;
    }
  }
  Object.assign(headers, { "content-type": "application/json", "content-length": String(body.length) });
  // As in sendWebResponse: a body left unread makes the connection unfit for reuse.
  if (!req.complete) headers.connection = "close";
  res.writeHead(answer.status, headers).end(req.method === "HEAD" ? undefined : body);
}
