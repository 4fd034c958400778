import { unsupportedMediaType } from "@/server/http/unsupported-media-type";
import { readBodyBytes, type BodyLimit } from "@/server/http/read-body";
import { importContentTypes, maxImportBytes, type InterchangeFormat } from "./interchange-schema";
import type { ApiRequest } from "@/server/http/api-request";

const importLimit: BodyLimit = { maxBytes: maxImportBytes, reason: "import_too_large", what: "file" };

/**
 * An import's file, sent as the body: its format from the Content-Type, its bytes up to
 * maxImportBytes (413 beyond, without reading the rest; 415 for another type).
 */
export async function readImportBody(request: ApiRequest): Promise<{ format: InterchangeFormat; bytes: Buffer }> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const format = importContentTypes[type];
  if (!format) throw unsupportedMediaType("import_format_unsupported", Object.keys(importContentTypes));
  return { format, bytes: (await readBodyBytes(request, importLimit)) ?? Buffer.alloc(0) };
}
