import type { ErrorCodeName } from "@/lib/errors/error-codes";
import { unsupportedMediaType } from "./unsupported-media-type";
import { DomainError } from "@/server/errors/domain-error";
import type { ApiRequest } from "./api-request";

/** Largest JSON body a REST route accepts (documented in docs/api.md). */
export const maxBodyBytes = 1024 * 1024;

/** How large a body may be, and what a 413 over it calls it: "body", or "file" for an import. */
export type BodyLimit = { maxBytes: number; reason: ErrorCodeName; what: string };
const jsonLimit: BodyLimit = { maxBytes: maxBodyBytes, reason: "body_too_large", what: "body" };

const tooLarge = ({ maxBytes, reason, what }: BodyLimit) =>
  new DomainError("PAYLOAD_TOO_LARGE", reason, `The ${what} exceeds ${maxBytes} bytes`, {
    params: { max: maxBytes, megabytes: maxBytes / 1048576 },
  });

/** The body's bytes; over the limit 413, without reading the rest. Undefined when there is no body. */
export async function readBodyBytes(request: ApiRequest, limit = jsonLimit): Promise<Buffer | undefined> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit.maxBytes) throw tooLarge(limit);
  if (!request.body) return undefined;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit.maxBytes) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The parsed JSON body; undefined when there is none. */
export async function readJsonBody(request: ApiRequest): Promise<unknown> {
  const text = (await readBodyBytes(request))?.toString("utf8") ?? "";
  if (text.trim() === "") return undefined;
  const type = request.headers.get("content-type") ?? "";
  if (type && !/^application\/([\w.+-]*\+)?json\b/i.test(type))
    throw unsupportedMediaType("json_body_required", ["application/json"]);
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError("BAD_REQUEST", "body_invalid_json", "The body is not valid JSON");
  }
}
