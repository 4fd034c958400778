import { z } from "zod";
import type { AppDeps } from "@/server/app-deps";
import { forbidden, notFound } from "@/server/errors/domain-error";
import { accessibleExams } from "@/server/exams/access";
import type { Scope } from "@/server/scope/scope";
import { itemAnalysis, type ItemAnalysis } from "./item-analysis";

export const itemAnalysisInput = z.object({ examId: z.uuid() });

/** Each student's first answer per question of the exam, for students of the caller's groups. */
const firstAnswersSql = `
  SELECT DISTINCT ON (e.student_id, e.question_id) e.student_id, e.question_id, e.event = 'CORRECT_ANSWER' AS correct
  FROM student_events e
  WHERE e.exam_id = $1::uuid AND e.event <> 'QUESTION_VIEW'
    AND ($2::uuid[] IS NULL OR EXISTS (SELECT 1 FROM group_memberships gm WHERE gm.user_id = e.student_id AND gm.group_id = ANY($2::uuid[])))
  ORDER BY e.student_id, e.question_id, e.created_at, e.id`;

export async function examItemAnalysis(deps: AppDeps, scope: Scope, examId: string): Promise<ItemAnalysis & { exam: { id: string; name: string } }> {
  const exam = await deps.db.prisma.exam.findUnique({ where: { id: examId }, select: { id: true, name: true, questions: { orderBy: { position: "asc" }, select: { questionId: true } } } });
  if (!exam) throw notFound("Exam");
  if (!(await deps.db.prisma.exam.count({ where: { id: examId, ...accessibleExams(scope) } }))) throw forbidden("This exam is outside your access");
  const { rows } = await deps.db.pool.query<{ student_id: string; question_id: string; correct: boolean }>(firstAnswersSql, [examId, scope.all ? null : scope.groupIds]);
  const questionIds = exam.questions.map((q) => q.questionId);
  const inExam = new Set(questionIds);
  const analysis = itemAnalysis(
    questionIds,
    rows.filter((r) => inExam.has(r.question_id)).map((r) => ({ studentId: r.student_id, questionId: r.question_id, correct: r.correct })),
  );
  return { exam: { id: exam.id, name: exam.name }, ...analysis };
}
