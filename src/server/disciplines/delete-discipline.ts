import { recordAudit } from "@/server/audit/record";
import type { Ctx } from "@/server/context";
import { kyselyIn } from "@/server/db/kysely";
import { DomainError, notFound } from "@/server/errors/domain-error";
import { canAdminSchool } from "@/server/scope/scope";
import { assertCanEdit } from "./access";
import { disciplineSnapshot } from "./audit-snapshot";

/**
 * DELETE /disciplines/{id}: a discipline nothing refers to, with its subjects, owners, group and
 * teacher assignments and teachers' schedules for it. Refused with 409 while questions (archived
 * ones too), students' questions or bookings refer to it, which would be lost or orphaned, and
 * while schools the caller does not administer own it (docs/disciplines.md).
 */
export async function deleteDiscipline({ db, scope }: Ctx, { id }: { id: number }): Promise<{ id: number }> {
  return db.prisma.$transaction(async (tx) => {
    await kyselyIn(tx).selectFrom("disciplines").select("id").where("id", "=", id).forUpdate().execute();
    const current = await tx.discipline.findUnique({
      where: { id },
      select: {
        owners: { select: { schoolId: true } },
        _count: { select: { bankQuestions: true, studentQuestions: true, bookings: true } },
      },
    });
    if (!current) throw notFound("discipline_not_found", "Discipline");
    const owners = current.owners.map((o) => o.schoolId);
    assertCanEdit(scope, owners);
    if (owners.some((school) => !canAdminSchool(scope, school)))
      throw new DomainError("CONFLICT", "discipline_shared", "Schools you do not administer own this discipline too");
    const { bankQuestions: questions, studentQuestions: student_questions, bookings } = current._count;
    if (questions + student_questions + bookings > 0)
      throw new DomainError("CONFLICT", "discipline_in_use", "Questions, students' questions or bookings use it", {
        params: { questions, student_questions, bookings },
      });
    const before = await disciplineSnapshot(tx, id);
    await tx.discipline.delete({ where: { id } });
    await recordAudit(tx, scope.user, { action: "discipline.delete", entityId: id, schoolIds: owners, before });
    return { id };
  });
}
