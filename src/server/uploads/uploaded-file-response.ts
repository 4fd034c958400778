import { DomainError } from "@/server/errors/domain-error";
import { errorResponse } from "@/server/http/error-response";
import type { LocalStorage } from "@/server/storage/local-storage";
import { contentTypeFor } from "@/server/storage/object-storage";

/**
 * Serves an uploaded image of the local backend. Keys are unique per upload, so the file never
 * changes; an SVG is sandboxed so that a script inside it cannot run on the app's origin.
 */
export async function uploadedFileResponse(store: LocalStorage | undefined, key: string): Promise<Response> {
  const bytes = store ? await store.read(key).catch(() => undefined) : undefined;
  const type = contentTypeFor(key);
  if (!bytes || !type) return errorResponse(new DomainError("NOT_FOUND", "File not found"));
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": type,
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
