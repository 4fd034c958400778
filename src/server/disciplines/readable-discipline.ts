import type { Kdb } from "@/server/db/kysely";
import { forbidden, notFound } from "@/server/errors/domain-error";
import { disciplineReadable } from "@/server/scope/predicates";
import type { Scope } from "@/server/scope/scope";

/**
 * A discipline the caller may read (disciplineReadable, the list's rule): 404 when there is none of this id, 403
 * when it is outside the caller's access (spec §7), for the discipline's read and its subjects' alike.
 */
export async function assertDisciplineReadable(kysely: Kdb, scope: Scope, disciplineId: number): Promise<void> {
  const found = await kysely
    .selectFrom("disciplines as d")
    .select((eb) => eb.parens(disciplineReadable(scope, eb.ref("d.id"))).as("readable"))
    .where("d.id", "=", disciplineId)
    .executeTakeFirst();
  if (!found) throw notFound("discipline_not_found", "Discipline");
  if (!found.readable) throw forbidden("discipline_outside_access", "This discipline is outside your access");
}
