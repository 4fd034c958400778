import type { AnyRoute } from "@/server/rest/define-route";
import { bodyLimitOf } from "@/server/api/body-limits";
import type { FuzzCase } from "./request-case";

/** What the server may answer to one request, judged from the route's own schemas. */
export type Expectation = { allowed: ReadonlySet<number>; refused: boolean; reason: string };

/** JSON media types: application/json and application/*+json, in any case, with parameters. */
const jsonType = /^application\/([\w.+-]*\+)?json\b/i;
const invalidInput = new Set([400, 422]);

function parsedBody(
  body: NonNullable<FuzzCase["body"]>,
): { ok: true; value: unknown } | { ok: false; status: number; reason: string } {
  if (body.text.trim() === "") return { ok: true, value: undefined };
  if (body.contentType && !jsonType.test(body.contentType))
    return { ok: false, status: 415, reason: "not a JSON content type" };
  try {
    return { ok: true, value: JSON.parse(body.text) };
  } catch {
    return { ok: false, status: 400, reason: "not JSON" };
  }
}

/** NUL, or an unpaired surrogate: UTF-8 cannot carry one, so the round trip through it changes the text. */
const unstorable = (text: string) => text.includes("\u0000") || Buffer.from(text, "utf8").toString("utf8") !== text;

/** Whether any string or key of a decoded input is text the database cannot store (iterative: inputs nest deep). */
export function holdsUnstorableText(input: unknown): boolean {
  const stack = [input];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === "string" && unstorable(value)) return true;
    if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (!Array.isArray(value) && unstorable(key)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/**
 * The statuses allowed for a case. A refused input (a body over the limit, bad credential, params, query or body,
 * in the order the server checks them) allows only its error statuses; an input the schemas accept may
 * still be refused by the service (400 for a value only it can judge, such as an opaque cursor or
 * text the database cannot store; 403 outside the caller's access; 404; 409; 422 for a rule), or
 * succeed; 406 only where the route negotiates a format. Text the database cannot store, in any
 * field of the query or the body, is 400 before the schemas are asked.
 */
export function expectationFor(route: AnyRoute, c: FuzzCase, url: URL): Expectation {
  const refuse = (statuses: Iterable<number>, reason: string): Expectation => ({
    allowed: new Set(statuses),
    refused: true,
    reason,
  });
  // The server refuses a body over its path's limit before anything else, the credential included.
  if (c.body && Buffer.byteLength(c.body.text) > bodyLimitOf(url.pathname)) return refuse([413], "body over the limit");
  if (c.caller === "invalid") return refuse([401], "no valid credential");
  // Access is decided before input is read: a platform-only route refuses a school admin whatever it sends.
  if (route.access === "platform" && c.caller === "schoolAdmin") return refuse([403], "platform admins only");
  if (route.params && !route.params.safeParse(c.params).success) return refuse(invalidInput, "params fail the schema");
  if (route.query && holdsUnstorableText(Object.fromEntries(url.searchParams)))
    return refuse([400], "query text the database cannot store");
  if (route.query && !route.query.safeParse(Object.fromEntries(url.searchParams)).success)
    return refuse(invalidInput, "query fails the schema");
  if (route.consumes) {
    // The handler reads the file after the scope check, so another school's id is 403 whatever the type.
    const type = c.body?.contentType?.split(";")[0]!.trim().toLowerCase();
    if (!type || !route.consumes.includes(type)) return refuse([403, 415], "not a file type the route reads");
  }
  if (route.body) {
    const body = parsedBody(c.body ?? { text: "" });
    if (!body.ok) return refuse([body.status], body.reason);
    if (holdsUnstorableText(body.value)) return refuse([400], "body text the database cannot store");
    if (!route.body.safeParse(body.value).success) return refuse(invalidInput, "body fails the schema");
  }
  const allowed = new Set([route.status ?? 200, 400, 403, 404, 409, 422]);
  if (route.produces) allowed.add(406);
  // A file route's dry run answers 200 where the import answers 201.
  if (route.consumes) allowed.add(200);
  return { allowed, refused: false, reason: "input passes the schemas" };
}
