import { hash } from "node:crypto";

/** A strong validator of a JSON body: equal bytes, equal tag. */
export const etagOf = (body: string | Buffer) => `"${hash("sha256", body, "base64url").slice(0, 32)}"`;

/** Whether If-None-Match names `etag` (a list, `*`, or weak forms, compared weakly as RFC 9110 §13.1.2 says). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
