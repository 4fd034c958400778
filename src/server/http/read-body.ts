import { DomainError } from "@/server/errors/domain-error";

/** Largest JSON body a REST route accepts (documented in docs/api.md). */
export const maxBodyBytes = 1024 * 1024;

const tooLarge = () =>
  new DomainError("PAYLOAD_TOO_LARGE", "body_too_large", `The body exceeds ${maxBodyBytes} bytes`, {
    params: { max: maxBodyBytes, megabytes: maxBodyBytes / 1048576 },
  });

/** The body's bytes; over maxBodyBytes 413, without reading the rest. Undefined when there is no body. */
export async function readBodyBytes(request: Request): Promise<Buffer | undefined> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBodyBytes) throw tooLarge();
  if (!request.body) return undefined;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBodyBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The parsed JSON body; undefined when there is none. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = (await readBodyBytes(request))?.toString("utf8") ?? "";
  if (text.trim() === "") return undefined;
  const type = request.headers.get("content-type") ?? "";
  if (type && !/^application\/([\w.+-]*\+)?json\b/i.test(type))
    throw new DomainError(
      "BAD_REQUEST",
      "json_body_required",
      "The body must be JSON (Content-Type: application/json)",
    );
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError("BAD_REQUEST", "body_invalid_json", "The body is not valid JSON");
  }
}
