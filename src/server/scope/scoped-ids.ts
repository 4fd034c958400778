import type { Scope } from "./scope";
import { assertGroups, assertSchools } from "./scope";

/** What an id of an input must name: a school the caller reads, one they administer, a group they read. */
export type IdScope = "school" | "admin-school" | "group";

/**
 * The fields of an operation's input whose ids must lie in the caller's scope, by dotted path
 * from the input's root; arrays on the way are walked (`"exam_to_groups.group_ids"`). Declared
 * with the operation, beside its policy: a REST route's `scoped` (rooted at `{ params, query, body }`),
 * a tRPC procedure's `.use(inScope(…))` (rooted at its input).
 */
export type ScopedIds = Readonly<Record<string, IdScope>>;

/** The strings found at `path` in `value`, through arrays and missing fields alike. */
export function idsAt(value: unknown, path: readonly string[]): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => idsAt(item, path));
  if (path.length === 0) return typeof value === "string" ? [value] : [];
  if (value === null || typeof value !== "object") return [];
  return idsAt((value as Record<string, unknown>)[path[0]!], path.slice(1));
}

/**
 * 403 when an id the caller names lies outside their scope: run after the input is validated and
 * before the service, for REST and tRPC alike. The error's issues name the field and the ids.
 */
export function enforceScopedIds(scope: Scope, scoped: ScopedIds | undefined, input: unknown): void {
  for (const [path, kind] of Object.entries(scoped ?? {})) {
    const segments = path.split(".");
    const ids = idsAt(input, segments);
    // The issue names the field as the body or query knows it, without REST's root.
    const field = ["params", "query", "body"].includes(segments[0]!) ? segments.slice(1) : segments;
    if (kind === "group") assertGroups(scope, ids, field);
    else assertSchools(scope, ids, kind === "admin-school" ? "admin" : "read", field);
  }
}
