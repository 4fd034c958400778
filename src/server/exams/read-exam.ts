import type { Prisma } from "@/generated/prisma/client";
import type { Tx } from "@/server/db/client";
import type { ExamOutput } from "./schema";

const include = {
  groups: { orderBy: [{ availableAfter: "asc" }, { groupId: "asc" }] },
  questions: { orderBy: { position: "asc" }, select: { questionId: true } },
} satisfies Prisma.ExamInclude;

/** An exam in the API's shape; groups with the same window and flags are listed as one entry. */
export async function readExam(tx: Tx, id: string): Promise<ExamOutput | null> {
  const exam = await tx.exam.findUnique({ where: { id }, include });
  if (!exam) return null;
  const entries = new Map<string, ExamOutput["exam_to_groups"][number]>();
  for (const g of exam.groups) {
    const entry = {
      available_after: g.availableAfter.toISOString(),
      available_before: g.availableBefore.toISOString(),
      instant_answer_feedback: g.instantAnswerFeedback,
      allow_multiple_answers: g.allowMultipleAnswers,
      is_readonly: g.isReadonly,
    };
    const key = JSON.stringify(entry);
    const existing = entries.get(key) ?? { group_ids: [], ...entry };
    existing.group_ids.push(g.groupId);
    entries.set(key, existing);
  }
  return {
    id: exam.id,
    name: exam.name,
    description: exam.description,
    school_id: exam.schoolId,
    exam_to_groups: [...entries.values()],
    question_ids: exam.questions.map((q) => q.questionId),
    created_at: exam.createdAt.toISOString(),
    updated_at: exam.updatedAt.toISOString(),
  };
}
