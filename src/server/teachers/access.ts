import type { Prisma } from "@/generated/prisma/client";
import { DomainError, forbidden } from "@/server/errors/domain-error";
import type { Scope } from "@/server/scope/scope";

/**
 * Teachers whose time a user may see and change (availability blocks, and whom they may book):
 * their own, or those of their schools.
 */
export function manageableTeachers(scope: Scope): Prisma.UserWhereInput {
  if (scope.all) return { role: "TEACHER" };
  if (scope.role === "TEACHER") return { id: scope.user.id };
  return { role: "TEACHER", schoolMemberships: { some: { schoolId: { in: scope.adminSchoolIds } } } };
}

/** 403 for a teacher outside the caller's access, unknown ids included; 422 for the platform admin naming none. */
export async function assertManagesTeacher(tx: Prisma.TransactionClient, scope: Scope, teacherId: string): Promise<void> {
  if (scope.role === "TEACHER" && teacherId !== scope.user.id) throw forbidden("Teachers may only manage their own availability");
  if (!(await tx.user.count({ where: { id: teacherId, ...manageableTeachers(scope) } }))) {
    const issue = { path: ["teacher_id"], code: "unknown_teacher", message: "Unknown teacher" };
    if (scope.all) throw new DomainError("UNPROCESSABLE", "No teacher with this id", [issue]);
    throw forbidden("This teacher is outside your access");
  }
}
