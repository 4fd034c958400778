import type { Prisma } from "@/generated/prisma/client";
import type { Tx } from "@/server/db/client";
import type { QuestionOutput } from "./schema";

const include = {
  school: { select: { id: true, name: true } },
  subject: { select: { id: true, name: true } },
  otherSubjects: { select: { subject: { select: { id: true, name: true } } }, orderBy: { subjectId: "asc" } },
  answers: { orderBy: { position: "asc" } },
  groups: { orderBy: [{ availableAfter: "asc" }, { groupId: "asc" }] },
  exams: { select: { exam: { select: { id: true, name: true } } }, orderBy: { examId: "asc" } },
} satisfies Prisma.BankQuestionInclude;

type Row = Prisma.BankQuestionGetPayload<{ include: typeof include }>;

/** One question in the API's shape; windows of the same range are listed as one entry. */
export function toQuestionOutput(q: Row): QuestionOutput {
  const windows = new Map<string, { group_ids: string[]; available_after: string; available_before: string }>();
  for (const g of q.groups) {
    const after = g.availableAfter.toISOString();
    const before = g.availableBefore.toISOString();
    const entry = windows.get(`${after}|${before}`) ?? {
      group_ids: [],
      available_after: after,
      available_before: before,
    };
    entry.group_ids.push(g.groupId);
    windows.set(`${after}|${before}`, entry);
  }
  return {
    id: q.id,
    belongs_to: q.school,
    description: q.description,
    discipline_id: q.disciplineId,
    subject: q.subject,
    type: q.type,
    other_subjects: q.otherSubjects.map((o) => o.subject),
    difficulty: q.difficulty,
    source: q.source,
    source_edition: q.sourceEdition,
    source_edition_observation: q.sourceEditionObservation,
    source_question_number: q.sourceQuestionNumber,
    solution: q.solution,
    study_orientation: q.studyOrientation,
    hint: q.hint,
    answers: q.answers.map((a) => ({ id: a.id, description: a.description, is_correct_answer: a.isCorrectAnswer })),
    question_to_groups: [...windows.values()],
    exams: q.exams.map((e) => e.exam),
    created_at: q.createdAt.toISOString(),
    updated_at: q.updatedAt.toISOString(),
    archived_at: q.archivedAt?.toISOString() ?? null,
  };
}

export async function readQuestion(tx: Tx, id: string): Promise<QuestionOutput | null> {
  const row = await tx.bankQuestion.findUnique({ where: { id }, include });
  return row ? toQuestionOutput(row) : null;
}
