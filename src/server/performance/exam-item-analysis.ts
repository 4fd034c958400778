import { z } from "zod";
import type { Ctx } from "@/server/context";
import { forbidden, notFound } from "@/server/errors/domain-error";
import { examAccessible, groupInScope } from "@/server/scope/predicates";
import { itemAnalysis, type ItemAnalysis } from "./item-analysis";

export const itemAnalysisInput = z.object({ examId: z.uuid() });

/** Each student's first answer per question of the exam, for students of the caller's groups. */
function firstAnswers(ctx: Ctx, examId: string) {
  const { db, scope } = ctx;
  return db.kysely
    .selectFrom("student_events as e")
    .distinctOn(["e.student_id", "e.question_id"])
    .select((eb) => ["e.student_id", "e.question_id", eb("e.event", "=", "CORRECT_ANSWER").as("correct")])
    .where("e.exam_id", "=", examId)
    .where("e.event", "<>", "QUESTION_VIEW")
    .$if(!scope.all, (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom("group_memberships as gm")
            .select(eb.lit(1).as("one"))
            .whereRef("gm.user_id", "=", "e.student_id")
            .where((w) => groupInScope(scope, w.ref("gm.group_id"))),
        ),
      ),
    )
    .orderBy("e.student_id")
    .orderBy("e.question_id")
    .orderBy("e.created_at")
    .orderBy("e.id")
    .execute();
}

/** Each question carries its markdown description, so the page can show what was asked. */
type ExamItemAnalysis = Omit<ItemAnalysis, "questions"> & {
  exam: { id: string; name: string };
  questions: (ItemAnalysis["questions"][number] & { description: string })[];
};

export async function examItemAnalysis(ctx: Ctx, input: z.output<typeof itemAnalysisInput>): Promise<ExamItemAnalysis> {
  const { db, scope } = ctx;
  const { examId } = input;
  const exam = await db.prisma.exam.findUnique({
    where: { id: examId },
    select: {
      id: true,
      name: true,
      questions: {
        orderBy: { position: "asc" },
        select: { questionId: true, question: { select: { description: true, type: true } } },
      },
    },
  });
  if (!exam) throw notFound("exam_not_found", "Exam");
  const accessible = await db.kysely
    .selectFrom("exams")
    .select("exams.id")
    .where("exams.id", "=", examId)
    .where(examAccessible(scope))
    .executeTakeFirst();
  if (!accessible) throw forbidden("exam_outside_access", "This exam is outside your access");
  const rows = await firstAnswers(ctx, examId);
  // A content item (a text to read) has no answer: no row, and no weight in alpha or the scores.
  const asked = exam.questions.map((q, position) => ({ ...q, position })).filter((q) => q.question.type !== "CONTENT");
  const questionIds = asked.map((q) => q.questionId);
  const inExam = new Set(questionIds);
  const analysis = itemAnalysis(
    questionIds,
    rows
      .filter((r) => inExam.has(r.question_id))
      .map((r) => ({ studentId: r.student_id, questionId: r.question_id, correct: r.correct === true })),
  );
  return {
    exam: { id: exam.id, name: exam.name },
    ...analysis,
    // Numbered as in the exam, so "Questão 3" is the builder's third item even after a text to read.
    questions: analysis.questions.map((q, i) => ({
      ...q,
      position: asked[i]!.position,
      description: asked[i]!.question.description,
    })),
  };
}
