import { recordAudit } from "@/server/audit/record";
import type { Ctx } from "@/server/context";
import { kyselyIn } from "@/server/db/kysely";
import { DomainError, notFound } from "@/server/errors/domain-error";
import { groupInScope } from "@/server/scope/predicates";
import { assertExamAccessible } from "./assert-exam-accessible";
import { readExam } from "./read-exam";

/**
 * DELETE /exams/{id}: the exam with its group assignments and its list of questions (the questions
 * stay in the bank). Refused with 409 when students produced events in it, which would go with it,
 * or when it is also given to groups outside the caller's access, whose assignments are not theirs
 * to remove (docs/exams.md).
 */
export async function deleteExam({ db, scope }: Ctx, { examId }: { examId: string }): Promise<{ id: string }> {
  return db.prisma.$transaction(async (tx) => {
    const locked = kyselyIn(tx);
    const row = await locked.selectFrom("exams").select("id").where("id", "=", examId).forUpdate().executeTakeFirst();
    if (!row) throw notFound("exam_not_found", "Exam");
    await assertExamAccessible(locked, scope, examId);
    const events = await tx.studentEvent.count({ where: { examId } });
    if (events > 0)
      throw new DomainError("CONFLICT", "exam_has_student_events", "Students have answered this exam", {
        params: { count: events },
      });
    const others = await locked
      .selectFrom("exam_groups")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("exam_groups.exam_id", "=", examId)
      .where((eb) => eb.not(groupInScope(scope, eb.ref("exam_groups.group_id"))))
      .executeTakeFirstOrThrow();
    if (Number(others.n) > 0)
      throw new DomainError(
        "CONFLICT",
        "exam_has_other_groups",
        "The exam is also given to groups outside your access",
      );
    const before = (await readExam(tx, examId))!;
    await tx.exam.delete({ where: { id: examId } });
    await recordAudit(tx, scope.user, {
      action: "exam.delete",
      entityId: examId,
      schoolIds: [before.school_id],
      before,
    });
    return { id: examId };
  });
}
