import { recordAudit } from "@/server/audit/record";
import type { Ctx } from "@/server/context";
import { kyselyIn } from "@/server/db/kysely";
import { notFound } from "@/server/errors/domain-error";
import { groupInScope } from "@/server/scope/predicates";
import { assertExamAccessible } from "./assert-exam-accessible";
import { readExam } from "./read-exam";
import type { ExamOutput } from "./schema";

/** What a copy's name ends with; the name stays within examInput's 200 characters. */
const copySuffix = " (cópia)";
const maxName = 200;

/**
 * A copy of an exam the caller can change: "<name> (cópia)", the same description, questions in
 * the same order, and its group assignments with their windows and flags, in one transaction. Only
 * assignments to groups the caller reaches are copied: a teacher's copy of a shared exam is given
 * to their groups alone, as a create by them would be (an admin of the school reaches all).
 */
export async function duplicateExam({ db, scope }: Ctx, { examId }: { examId: string }): Promise<ExamOutput> {
  return db.prisma.$transaction(async (tx) => {
    const original = await tx.exam.findUnique({
      where: { id: examId },
      include: { questions: { orderBy: { position: "asc" } } },
    });
    if (!original) throw notFound("exam_not_found", "Exam");
    const locked = kyselyIn(tx);
    await assertExamAccessible(locked, scope, examId);
    const groups = await locked
      .selectFrom("exam_groups")
      .selectAll("exam_groups")
      .where("exam_groups.exam_id", "=", examId)
      .where((eb) => groupInScope(scope, eb.ref("exam_groups.group_id")))
      .execute();
    const copy = await tx.exam.create({
      data: {
        schoolId: original.schoolId,
        name: original.name.slice(0, maxName - copySuffix.length) + copySuffix,
        description: original.description,
        createdById: scope.user.id,
      },
    });
    await tx.examGroup.createMany({
      data: groups.map((g) => ({
        examId: copy.id,
        groupId: g.group_id,
        availableAfter: g.available_after,
        availableBefore: g.available_before,
        instantAnswerFeedback: g.instant_answer_feedback,
        allowMultipleAnswers: g.allow_multiple_answers,
        isReadonly: g.is_readonly,
      })),
    });
    await tx.examQuestion.createMany({
      data: original.questions.map((q) => ({ examId: copy.id, questionId: q.questionId, position: q.position })),
    });
    const after = (await readExam(tx, copy.id))!;
    await recordAudit(tx, scope.user, {
      action: "exam.duplicate",
      entityId: copy.id,
      schoolIds: [copy.schoolId],
      after: { ...after, copy_of: examId },
    });
    return after;
  });
}
