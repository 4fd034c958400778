import { DomainError, type ErrorIssue } from "@/server/errors/domain-error";

/** A field's place, linked to its parent: copying whole paths would cost quadratic time on deep nesting. */
type Place = { parent: Place | undefined; key: string | number } | undefined;

function pathOf(place: Place): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = place; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

// On UTF-16 code units (no `u` flag): a high surrogate without its low half, or a low one without its high.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored, or undefined when it can. */
function flaw(text: string): string | undefined {
  // PostgreSQL text cannot hold U+0000; the driver would send it and fail mid-statement.
  if (text.includes("\u0000")) return "Text may not contain the NUL character (U+0000)";
  // A lone surrogate is not Unicode: UTF-8 cannot encode it, Prisma's engine fails on it, pg would store U+FFFD.
  if (loneSurrogate.test(text)) return "Text must be well-formed Unicode (no unpaired surrogate)";
  return undefined;
}

/**
 * Refuses a decoded request input (a JSON body, a query, a tRPC input) holding a string, or a key,
 * that the database cannot store as sent: 400 with the field's path, before any service runs,
 * whichever field it is in. Iterative, since JSON.parse accepts nesting deeper than the call stack.
 */
export function assertStorableText(input: unknown): void {
  const issues: ErrorIssue[] = [];
  const stack: [unknown, Place][] = [[input, undefined]];
  while (stack.length && issues.length < 10) {
    const [value, place] = stack.pop()!;
    if (typeof value === "string") {
      const message = flaw(value);
      if (message) issues.push({ path: pathOf(place), code: "ill_formed_text", message });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push([item, { parent: place, key: index }]));
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        const message = flaw(key);
        if (message) issues.push({ path: pathOf(place), code: "ill_formed_text", message });
        stack.push([item, { parent: place, key }]);
      }
    }
  }
  if (issues.length) throw new DomainError("BAD_REQUEST", "ill_formed_text", issues[0]!.message, { issues });
}
