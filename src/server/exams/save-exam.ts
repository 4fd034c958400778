import { recordAudit } from "@/server/audit/record";
import type { Ctx } from "@/server/context";
import type { Tx } from "@/server/db/client";
import { kyselyIn } from "@/server/db/kysely";
import { notFound } from "@/server/errors/domain-error";
import { groupInScope } from "@/server/scope/predicates";
import type { Scope } from "@/server/scope/scope";
import { assertExamAccessible } from "./assert-exam-accessible";
import { checkExam } from "./check-exam";
import { readExam } from "./read-exam";
import type { ExamInput, ExamOutput } from "./schema";

/** Groups the caller cannot access keep their assignment (a teacher edits only their groups' part). */
async function writeParts(tx: Tx, scope: Scope, examId: string, input: ExamInput) {
  await kyselyIn(tx)
    .deleteFrom("exam_groups")
    .where("exam_groups.exam_id", "=", examId)
    .where((eb) => groupInScope(scope, eb.ref("exam_groups.group_id")))
    .execute();
  await tx.examGroup.createMany({
    data: input.exam_to_groups.flatMap((e) =>
      e.group_ids.map((groupId) => ({
        examId,
        groupId,
        availableAfter: new Date(e.available_after),
        availableBefore: new Date(e.available_before),
        instantAnswerFeedback: e.instant_answer_feedback,
        allowMultipleAnswers: e.allow_multiple_answers,
        isReadonly: e.is_readonly,
      })),
    ),
  });
  await tx.examQuestion.deleteMany({ where: { examId } });
  await tx.examQuestion.createMany({
    data: (input.question_ids ?? []).map((questionId, position) => ({ examId, questionId, position })),
  });
}

/** POST /exams: the exam, its groups and its ordered questions in one transaction. */
export async function createExam({ db, scope }: Ctx, input: ExamInput): Promise<ExamOutput> {
  return db.prisma.$transaction(async (tx) => {
    const schoolId = await checkExam(tx, scope, input);
    const exam = await tx.exam.create({
      data: { schoolId, name: input.name, description: input.description, createdById: scope.user.id },
    });
    await writeParts(tx, scope, exam.id, input);
    const after = (await readExam(tx, exam.id))!;
    await recordAudit(tx, scope.user, { action: "exam.create", entityId: exam.id, schoolIds: [schoolId], after });
    return after;
  });
}

/**
 * PATCH /exams/{id}: groups, windows, flags and question order are replaced as sent. Groups the
 * caller cannot access keep their assignment (a teacher edits only their groups' part).
 */
export async function updateExam(
  { db, scope }: Ctx,
  { examId: id, data: input }: { examId: string; data: ExamInput },
): Promise<ExamOutput> {
  return db.prisma.$transaction(async (tx) => {
    const locked = kyselyIn(tx);
    const row = await locked.selectFrom("exams").select("id").where("id", "=", id).forUpdate().executeTakeFirst();
    if (!row) throw notFound("exam_not_found", "Exam");
    await assertExamAccessible(locked, scope, id);
    const kept = (
      await locked
        .selectFrom("exam_groups")
        .select("exam_groups.group_id")
        .where("exam_groups.exam_id", "=", id)
        .where((eb) => eb.not(groupInScope(scope, eb.ref("exam_groups.group_id"))))
        .execute()
    ).map((g) => g.group_id);
    const schoolId = await checkExam(tx, scope, input, kept, id);
    const before = (await readExam(tx, id))!;
    await tx.exam.update({ where: { id }, data: { schoolId, name: input.name, description: input.description } });
    await writeParts(tx, scope, id, input);
    const after = (await readExam(tx, id))!;
    await recordAudit(tx, scope.user, {
      action: "exam.update",
      entityId: id,
      schoolIds: [before.school_id, after.school_id],
      before,
      after,
    });
    return after;
  });
}

export async function getExam({ db, scope }: Ctx, { examId }: { examId: string }): Promise<ExamOutput> {
  const exam = await readExam(db.prisma, examId);
  if (!exam) throw notFound("exam_not_found", "Exam");
  await assertExamAccessible(db.kysely, scope, examId);
  return exam;
}
