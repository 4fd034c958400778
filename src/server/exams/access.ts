import type { Prisma } from "@/generated/prisma/client";
import type { Scope } from "@/server/scope/scope";

/**
 * Exams a user can change: a platform admin all; a school admin those of their schools; a
 * teacher those given to one of their groups.
 */
export function accessibleExams(scope: Scope): Prisma.ExamWhereInput {
  if (scope.all) return {};
  return { OR: [{ schoolId: { in: scope.adminSchoolIds } }, { groups: { some: { groupId: { in: scope.groupIds } } } }] };
}
