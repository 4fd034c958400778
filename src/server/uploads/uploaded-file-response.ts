import { DomainError } from "@/server/errors/domain-error";
import { errorResponse } from "@/server/http/error-response";
import type { LocalStorage } from "@/server/storage/local-storage";
import { mediaTypeFor } from "@/server/storage/media-types";

/**
 * Headers of every uploaded file. The file comes from a user and is served from the app's origin:
 * whatever it holds, a browser must neither sniff it into another type nor run anything in it
 * when it is opened directly. This policy replaces the /api one that setSecurityHeaders gives
 * the answer before it is written.
 */
export function uploadedFileHeaders(contentType: string): Record<string, string> {
  // The question markdown shows a PDF in a frame of the app's own page (docs/markdown.md); every
  // other file, and every other site, keeps the /api answers' refusal to be framed.
  const framed = contentType === "application/pdf";
  return {
    "content-type": contentType,
    "x-content-type-options": "nosniff",
    "content-security-policy": `sandbox; default-src 'none'${framed ? "; frame-ancestors 'self'" : ""}`,
    ...(framed ? { "x-frame-options": "SAMEORIGIN" } : {}),
    // Keys are unique per upload, so the file never changes.
    "cache-control": "public, max-age=31536000, immutable",
  };
}

/** Serves an uploaded file of the local backend: a discipline image or a question's media file. */
export async function uploadedFileResponse(store: LocalStorage | undefined, key: string): Promise<Response> {
  const bytes = store ? await store.read(key).catch(() => undefined) : undefined;
  const type = mediaTypeFor(key)?.contentType;
  if (!bytes || !type) return errorResponse(new DomainError("NOT_FOUND", "file_not_found", "File not found"));
  return new Response(new Uint8Array(bytes), {
    headers: uploadedFileHeaders(type),
  });
}
