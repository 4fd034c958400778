import { DomainError } from "@/server/errors/domain-error";
import { importContentTypes, maxImportBytes, type InterchangeFormat } from "./interchange-schema";

const tooLarge = () =>
  new DomainError("PAYLOAD_TOO_LARGE", "import_too_large", `The file exceeds ${maxImportBytes} bytes`, {
    params: { max: maxImportBytes, megabytes: maxImportBytes / 1048576 },
  });

/**
 * An import's file, sent as the body: its format from the Content-Type, its bytes up to
 * maxImportBytes (413 beyond, without reading the rest; 415 for another type).
 */
export async function readImportBody(request: Request): Promise<{ format: InterchangeFormat; bytes: Buffer }> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const format = importContentTypes[type];
  if (!format)
    throw new DomainError(
      "UNSUPPORTED_MEDIA_TYPE",
      "import_format_unsupported",
      `Send the file as ${Object.keys(importContentTypes).join(", ")}`,
    );
  if (Number(request.headers.get("content-length") ?? "0") > maxImportBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxImportBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  return { format, bytes: Buffer.concat(chunks) };
}
