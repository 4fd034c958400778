import type { Tx } from "@/server/db/client";
import { DomainError, forbidden } from "@/server/errors/domain-error";
import { canAdminSchool, type Scope } from "@/server/scope/scope";

/** Editing needs an admin of at least one owner school (that the caller is an admin, the policy checked). */
export function assertCanEdit(scope: Scope, ownerSchoolIds: readonly string[]): void {
  // A platform admin edits a discipline that has no owner school too.
  if (!scope.all && !ownerSchoolIds.some((id) => canAdminSchool(scope, id))) {
    throw forbidden("discipline_not_editable", "You may not edit this discipline: none of its owner schools is yours");
  }
}

/** New owners must exist (that the caller administers them, the operation declares: `scoped`, inScope). */
export async function assertOwnerSchools(tx: Tx, ownerIds: readonly string[]): Promise<void> {
  const found = await tx.school.count({ where: { id: { in: [...ownerIds] } } });
  if (found !== new Set(ownerIds).size)
    throw new DomainError("UNPROCESSABLE", "owner_school_unknown", "Some owner schools do not exist", {
      issues: [{ path: ["owner_ids"], code: "owner_school_unknown", message: "Unknown school" }],
    });
}
