import type { z } from "zod";
import { DomainError } from "@/server/errors/domain-error";

/**
 * A page's end as the cursor of the next: the name of the list it pages, then the values of the
 * list's sort key, its unique id last. Opaque to clients (base64url of JSON), so that a list may
 * change its key without a new parameter. The name binds a cursor to its list: two lists with keys
 * of one shape (the exams' and the audit log's, a date and a uuid) do not take each other's.
 */
export const encodeCursor = (list: string, position: readonly unknown[]) =>
  Buffer.from(JSON.stringify([list, ...position])).toString("base64url");

// On UTF-16 code units: a lone surrogate or a NUL, which a JSON escape can carry and no stored text holds.
const illFormed = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|\u0000/;

const holdsIllFormedText = (values: unknown[]) => values.some((v) => typeof v === "string" && illFormed.test(v));

/**
 * The position a cursor of `list` holds, checked against the list's key; a forged one, another
 * list's, or one with text no row can hold is 400, not an SQL error or a silently empty page.
 */
export function decodeCursor<T>(raw: string, list: string, shape: z.ZodType<T>): T {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
    if (Array.isArray(decoded) && decoded[0] === list && !holdsIllFormedText(decoded)) {
      const parsed = shape.safeParse(decoded.slice(1));
      if (parsed.success) return parsed.data;
    }
  } catch {
    // falls through to the error below
  }
  throw new DomainError("BAD_REQUEST", "invalid_cursor", "Invalid cursor: use the one a previous page gave", {
    issues: [{ path: ["cursor"], code: "invalid_cursor", message: "Use next_cursor or the Link of a previous page" }],
  });
}
