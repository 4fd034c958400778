import type { Ctx } from "@/server/context";
import { notFound } from "@/server/errors/domain-error";
import { assertExamAccessible } from "./assert-exam-accessible";
import type { ExamPreview } from "./schema";

/**
 * The exam as a student will see it: its questions in order with their answer options. Which
 * answer is correct is left out, as the student's screen leaves it out. Readable by those who can
 * read the exam (its read's rule).
 */
export async function previewExam({ db, scope }: Ctx, { examId }: { examId: string }): Promise<ExamPreview> {
  const exam = await db.prisma.exam.findUnique({
    where: { id: examId },
    select: {
      id: true,
      name: true,
      description: true,
      questions: {
        orderBy: { position: "asc" },
        select: {
          question: {
            select: {
              id: true,
              type: true,
              description: true,
              answers: { orderBy: { position: "asc" }, select: { id: true, description: true } },
            },
          },
        },
      },
    },
  });
  if (!exam) throw notFound("exam_not_found", "Exam");
  await assertExamAccessible(db.kysely, scope, examId);
  return {
    id: exam.id,
    name: exam.name,
    description: exam.description,
    questions: exam.questions.map(({ question }) => ({
      ...question,
      answers: question.type === "MULTIPLE_CHOICE" ? question.answers : [],
    })),
  };
}
