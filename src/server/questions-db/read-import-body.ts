import { DomainError } from "@/server/errors/domain-error";
import { readBodyBytes, type BodyLimit } from "@/server/http/read-body";
import { importContentTypes, maxImportBytes, type InterchangeFormat } from "./interchange-schema";

const importLimit: BodyLimit = { maxBytes: maxImportBytes, reason: "import_too_large", what: "file" };

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
  return { format, bytes: (await readBodyBytes(request, importLimit)) ?? Buffer.alloc(0) };
}
