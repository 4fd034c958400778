import type { Kdb } from "@/server/db/kysely";
import { DomainError, forbidden } from "@/server/errors/domain-error";
import { teacherManaged } from "@/server/scope/predicates";
import type { Scope } from "@/server/scope/scope";

/**
 * 403 for a teacher outside the caller's access, unknown ids included; 422 for the platform admin naming none.
 * `k` is the pool's Kysely, or kyselyIn(tx) inside a transaction.
 */
export async function assertManagesTeacher(kysely: Kdb, scope: Scope, teacherId: string): Promise<void> {
  if (scope.role === "TEACHER" && teacherId !== scope.user.id)
    throw forbidden("teacher_own_only", "Teachers may only manage their own availability");
  const found = await kysely
    .selectFrom("users")
    .select("users.id")
    .where("users.id", "=", teacherId)
    .where(teacherManaged(scope))
    .executeTakeFirst();
  if (!found) {
    if (scope.all) {
      const issue = { path: ["teacher_id"], code: "teacher_unknown" as const, message: "Unknown teacher" };
      throw new DomainError("UNPROCESSABLE", "teacher_unknown", "No teacher with this id", { issues: [issue] });
    }
    throw forbidden("teacher_outside_access", "This teacher is outside your access");
  }
}
