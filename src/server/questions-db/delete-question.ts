import { recordAudit } from "@/server/audit/record";
import type { Ctx } from "@/server/context";
import { lockQuestions } from "./archive-questions";
import { readQuestion } from "./read-question";
import type { DeleteOutcome } from "./schema";
import { now as appNow } from "@/server/time/now";

/**
 * DELETE /exams/questions-db/{id}. A question no student answered or saw and in no exam or quiz is
 * removed with its answers and group windows. Otherwise it is archived instead, since removing it
 * would take students' events and the exams' content with it (docs/questions-db.md).
 */
export async function deleteQuestion(
  { db, scope }: Ctx,
  { questionId }: { questionId: string },
): Promise<DeleteOutcome> {
  return db.prisma.$transaction(async (tx) => {
    const [row] = await lockQuestions(tx, scope, [questionId]);
    // One after another: a transaction is one connection, which runs one statement at a time anyway.
    const events = await tx.studentEvent.count({ where: { questionId } });
    const exams = await tx.examQuestion.count({ where: { questionId } });
    const quizzes = await tx.quizQuestion.count({ where: { questionId } });
    const before = (await readQuestion(tx, questionId))!;
    if (events + exams + quizzes === 0) {
      await tx.bankQuestion.delete({ where: { id: questionId } });
      await recordAudit(tx, scope.user, {
        action: "question.delete",
        entityId: questionId,
        schoolIds: [row!.school_id],
        before,
      });
      return { id: questionId, outcome: "deleted" };
    }
    if (!row!.archived_at) {
      const archivedAt = appNow();
      await tx.bankQuestion.update({ where: { id: questionId }, data: { archivedAt } });
      await recordAudit(tx, scope.user, {
        action: "question.archive",
        entityId: questionId,
        schoolIds: [row!.school_id],
        before: { archived_at: null },
        after: { archived_at: archivedAt.toISOString() },
      });
    }
    return { id: questionId, outcome: "archived" };
  });
}
