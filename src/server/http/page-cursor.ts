import type { z } from "zod";
import { DomainError } from "@/server/errors/domain-error";

/**
 * A page's end as the cursor of the next: the values of the list's sort key, its unique id last.
 * Opaque to clients (base64url of JSON), so that a list may change its key without a new parameter.
 */
export const encodeCursor = (position: readonly unknown[]) =>
  Buffer.from(JSON.stringify(position)).toString("base64url");

/** The position a cursor holds, checked against the list's key; a forged or foreign one is 400, not an SQL error. */
export function decodeCursor<T>(raw: string, shape: z.ZodType<T>): T {
  try {
    const parsed = shape.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    if (parsed.success) return parsed.data;
  } catch {
    // falls through to the error below
  }
  throw new DomainError("BAD_REQUEST", "invalid_cursor", "Invalid cursor: use the one a previous page gave", {
    issues: [{ path: ["cursor"], code: "invalid_cursor", message: "Use next_cursor or the Link of a previous page" }],
  });
}
