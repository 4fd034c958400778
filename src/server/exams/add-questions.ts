import { z } from "zod";
import { recordAudit } from "@/server/audit/record";
import type { Ctx } from "@/server/context";
import { kyselyIn } from "@/server/db/kysely";
import { disciplineMismatches } from "@/server/disciplines/discipline-mismatches";
import { DomainError, notFound } from "@/server/errors/domain-error";
import { assertReachable } from "@/server/scope/assert-reachable";
import { assertExamAccessible } from "./assert-exam-accessible";
import { readableQuestionIds } from "@/server/scope/readable-question-ids";
import { readExam } from "./read-exam";

export const addQuestionsInput = z.object({
  examId: z.uuid(),
  questionIds: z.array(z.uuid()).min(1).max(500),
});

/**
 * Appends questions to an exam (bulk action of the question database), skipping those already
 * in it. Every group of the exam must have each question's discipline.
 */
export async function addQuestionsToExam({ db, scope }: Ctx, input: z.output<typeof addQuestionsInput>) {
  return db.prisma.$transaction(async (tx) => {
    const locked = kyselyIn(tx);
    // Locked: concurrent additions append one after the other, and each entry's "before" is exact.
    await locked.selectFrom("exams").select("id").where("id", "=", input.examId).forUpdate().execute();
    const exam = await tx.exam.findUnique({
      where: { id: input.examId },
      select: { id: true, schoolId: true, groups: { select: { groupId: true } } },
    });
    if (!exam) throw notFound("exam_not_found", "Exam");
    await assertExamAccessible(locked, scope, exam.id);
    const ids = [...new Set(input.questionIds)];
    await assertReachable(scope, "questionIds", ids, (some) => readableQuestionIds(locked, scope, some));
    const questions = await tx.bankQuestion.findMany({
      where: { id: { in: ids } },
      select: { id: true, schoolId: true, disciplineId: true, archivedAt: true },
    });
    if (questions.length !== ids.length) {
      const found = new Set(questions.map((q) => q.id));
      throw new DomainError("UNPROCESSABLE", "question_unknown", "Some questions do not exist", {
        issues: ids
          .filter((id) => !found.has(id))
          .map((id) => ({ path: ["questionIds"], code: "question_unknown", message: id, params: { id } })),
      });
    }
    const archived = questions.filter((q) => q.archivedAt);
    if (archived.length)
      throw new DomainError("UNPROCESSABLE", "question_archived", "Archived questions join no exam", {
        issues: archived.map((q) => ({
          path: ["questionIds"],
          code: "question_archived",
          message: q.id,
          params: { id: q.id },
        })),
      });
    const groupIds = exam.groups.map((g) => g.groupId);
    const mismatches = await disciplineMismatches(
      locked,
      groupIds,
      questions.map((q) => q.disciplineId),
    );
    const mismatched = questions.filter((q) => mismatches.some((m) => m.disciplineId === q.disciplineId));
    if (mismatched.length)
      throw new DomainError(
        "UNPROCESSABLE",
        "discipline_mismatch",
        "Some questions have a discipline that a group of the exam does not have",
        {
          issues: mismatched.map((q) => ({
            path: ["questionIds"],
            code: "discipline_mismatch",
            message: q.id,
            params: { id: q.id },
          })),
        },
      );
    const existing = new Set(
      (await tx.examQuestion.findMany({ where: { examId: exam.id }, select: { questionId: true } })).map(
        (q) => q.questionId,
      ),
    );
    const last = await tx.examQuestion.aggregate({ where: { examId: exam.id }, _max: { position: true } });
    const added = ids.filter((id) => !existing.has(id));
    const start = (last._max.position ?? -1) + 1;
    if (added.length) {
      const before = await readExam(tx, exam.id);
      await tx.examQuestion.createMany({
        data: added.map((questionId, i) => ({ examId: exam.id, questionId, position: start + i })),
      });
      await recordAudit(tx, scope.user, {
        action: "exam.add_questions",
        entityId: exam.id,
        schoolIds: [exam.schoolId],
        before,
        after: await readExam(tx, exam.id),
      });
    }
    return { added: added.length, skipped: ids.length - added.length };
  });
}
