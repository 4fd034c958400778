import type { ServerResponse } from "node:http";
import type { NodeHandler } from "@/server/api/request-handler";
import { apiDocument } from "@/server/api/api-document";
import { contractViolations } from "./contract-violations";
import { responseContract, type Exchange } from "./response-contract";

/**
 * Bodies above this are checked for status and Content-Type only: the streaming tests' reports run to tens of
 * megabytes of rows shaped like the small reports the other tests check, and keeping and parsing them would cost
 * the run memory and seconds for nothing new.
 */
const maxCheckedBodyBytes = 8 * 1024 * 1024;

let check: ((exchange: Exchange) => string | undefined) | undefined;
const checkAnswer = (exchange: Exchange) => (check ??= responseContract(apiDocument()))(exchange);

type Chunk = string | Uint8Array;
const bytesOf = (chunk: unknown, encoding: unknown) =>
  typeof chunk === "string"
    ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
    : Buffer.from(chunk as Uint8Array);

/** Keeps what the handler writes to `res` and checks the answer once it ends (or only its head, if cut short). */
function watch(method: string, path: string, res: ServerResponse) {
  const chunks: Buffer[] = [];
  let size = 0;
  let checked = false;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    const bytes = bytesOf(chunk, encoding);
    size += bytes.length;
    if (size <= maxCheckedBodyBytes) chunks.push(bytes);
  };
  const finish = (whole: boolean) => {
    if (checked) return;
    checked = true;
    const contentType = res.getHeader("content-type");
    const body = whole && size <= maxCheckedBodyBytes ? Buffer.concat(chunks) : undefined;
    const status = res.statusCode;
    const violation = checkAnswer({ method, path, status, contentType: contentType?.toString(), body });
    if (violation) contractViolations.record(violation);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: Chunk, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    // Before the last bytes leave: the test cannot have read the answer, and so cannot have ended, before this.
    finish(true);
    return end(...args);
  }) as typeof res.end;
  // A stream cut short (a client gone, a slow client dropped) still had its status and Content-Type.
  res.on("close", () => finish(false));
}

/** The handler, with each answer checked against the OpenAPI document and any violation kept for the test. */
export function checkedHandler(handler: NodeHandler): NodeHandler {
  return (req, res) => {
    const url = req.url ?? "/";
    if (URL.canParse(url, "http://internal")) watch(req.method ?? "GET", new URL(url, "http://internal").pathname, res);
    return handler(req, res);
  };
}
