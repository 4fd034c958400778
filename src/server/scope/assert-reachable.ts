import { DomainError } from "@/server/errors/domain-error";
import type { Scope } from "./scope";

/**
 * Ids inside a body or a query filter. For a caller whose access is limited, an id that names no
 * record inside it is 403 whether it names another school's record or none at all: a different
 * answer would tell which ids exist elsewhere. `reachable` returns those of the ids inside the
 * access. The platform admin reaches every record, so an unknown id is left to the caller's own
 * checks (422 for a reference, nothing for a filter).
 */
export async function assertReachable<T extends string | number>(
  scope: Scope,
  field: string,
  ids: readonly T[],
  reachable: (ids: T[]) => Promise<T[]>,
): Promise<void> {
  if (scope.all || ids.length === 0) return;
  const unique = [...new Set(ids)];
  const found = new Set(await reachable(unique));
  const outside = unique.filter((id) => !found.has(id));
  if (outside.length) {
    const issues = outside.map((id) => ({
      path: [field],
      code: "forbidden" as const,
      message: String(id),
      params: { id: String(id) },
    }));
    throw new DomainError("FORBIDDEN", "ids_outside_access", `Some ids in ${field} are outside your access`, {
      issues,
    });
  }
}
