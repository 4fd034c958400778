import type { IncomingMessage, ServerResponse } from "node:http";
import { DomainError } from "@/server/errors/domain-error";
import { errorBody } from "./error-response";

export const bodyTooLarge = (max: number) =>
  new DomainError("PAYLOAD_TOO_LARGE", "body_too_large", `The body exceeds ${max} bytes`, {
    params: { max, megabytes: max / 1048576 },
  });

/** Whether the request declares a body longer than `max`: refused before a byte of it is read. */
export const declaresMoreThan = (req: IncomingMessage, max: number) => Number(req.headers["content-length"] ?? 0) > max;

/** A body without Content-Length (chunked): only counting it as it arrives can bound it. */
export const isChunked = (req: IncomingMessage) =>
  req.headers["content-length"] === undefined && req.headers["transfer-encoding"] !== undefined;

/**
 * Holds a chunked body back from whatever will read the request, counting it as node's parser
 * delivers it, until it ends within `max` bytes (resolves true: the held chunks are then delivered
 * as they came) or passes `max` (resolves false: the rest is dropped as it arrives, nothing kept).
 * A handler that reads bodies whole (next-auth does) thus never starts on one over the limit, and the
 * memory held is at most `max`. The parser hands each chunk to `push` (node's http internals do this
 * for every body), so replacing it on this one request sees every byte before any reader does.
 */
export function holdChunkedBody(req: IncomingMessage, max: number): Promise<boolean> {
  // Whatever the parser delivered before this was called is already in the stream's buffer.
  let size = req.readableLength;
  if (req.complete) return Promise.resolve(size <= max);
  const push = req.push.bind(req);
  const held: Buffer[] = [];
  let over = false;
  return new Promise((resolve) => {
    const release = (within: boolean) => {
      req.off("close", onClose);
      resolve(within);
    };
    const onClose = () => release(false);
    req.on("close", onClose);
    req.push = (chunk: Buffer | null) => {
      if (chunk === null) {
        req.push = push;
        if (!over) for (const part of held.splice(0)) push(part);
        push(null);
        if (!over) release(true);
        return false;
      }
      if (over) return true;
      size += chunk.length;
      if (size > max) {
        over = true;
        held.length = 0;
        release(false);
      } else held.push(chunk);
      return true;
    };
  });
}

/** How long a client may go on sending a refused body, dropped, before it is disconnected. */
const lingerMs = 2000;

/**
 * Answers 413 at once and drops the rest of the body as it arrives. Closing the connection at once
 * would reset it under a client still sending, which then often reports the reset, not the answer;
 * so the connection stays until the body ends (and may then serve the next request), or is cut
 * after lingerMs of a client that goes on sending.
 */
export function refuseBody(req: IncomingMessage, res: ServerResponse, max: number): void {
  const body = JSON.stringify(errorBody(bodyTooLarge(max)));
  res.writeHead(413, { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) });
  res.end(body);
  if (req.complete) return;
  const timer = setTimeout(() => req.socket.destroy(), lingerMs);
  timer.unref();
  req.once("end", () => clearTimeout(timer));
  req.resume();
}
