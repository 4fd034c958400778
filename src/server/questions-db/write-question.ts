import type { Prisma } from "@/generated/prisma/client";
import { recordAudit } from "@/server/audit/record";
import type { AuthUser } from "@/server/auth/user";
import { kyselyIn } from "@/server/db/kysely";
import { subjectSnapshot } from "@/server/disciplines/audit-snapshot";
import { oneOf } from "@/server/scope/predicates";
import type { QuestionInput } from "./schema";

type Tx = Prisma.TransactionClient;

/** The question's own columns from the input; a string subject becomes a new subject (spec 4.3 rule 2). */
export async function questionColumns(tx: Tx, actor: AuthUser, input: QuestionInput) {
  const subjectId = typeof input.subject === "number" ? input.subject : await createSubject(tx, actor, input.discipline_id, input.subject, input.belongs_to.id);
  return {
    schoolId: input.belongs_to.id,
    disciplineId: input.discipline_id,
    subjectId,
    type: input.type,
    difficulty: input.difficulty ?? null,
    description: input.description,
    source: input.source,
    sourceEdition: input.source_edition ?? null,
    sourceEditionObservation: input.source_edition_observation ?? null,
    sourceQuestionNumber: input.source_question_number ?? null,
    solution: input.solution ?? null,
    studyOrientation: input.study_orientation ?? null,
    hint: input.hint ?? null,
  };
}

async function createSubject(tx: Tx, actor: AuthUser, disciplineId: number, name: string, schoolId: string): Promise<number> {
  const subject = await tx.subject.create({ data: { disciplineId, name } });
  await recordAudit(tx, actor, { action: "subject.create", entityId: subject.id, schoolIds: [schoolId], after: subjectSnapshot(subject) });
  return subject.id;
}

/** Answers and other subjects are the question's own: replaced whole. */
export async function writeOwnParts(tx: Tx, questionId: string, input: QuestionInput) {
  await tx.bankAnswer.deleteMany({ where: { questionId } });
  await tx.bankAnswer.createMany({ data: input.answers.map((a, position) => ({ questionId, position, description: a.description, isCorrectAnswer: a.is_correct_answer })) });
  await tx.bankQuestionOtherSubject.deleteMany({ where: { questionId } });
  const otherIds = [...new Set((input.other_subjects ?? []).map((s) => s.id))];
  await tx.bankQuestionOtherSubject.createMany({ data: otherIds.map((subjectId) => ({ questionId, subjectId })) });
}

/** Windows for the given groups; on update only the caller's groups are replaced (see docs). */
export async function writeGroupWindows(tx: Tx, questionId: string, input: QuestionInput, replaceableGroupIds: string[] | "all") {
  await tx.bankQuestionGroup.deleteMany({ where: { questionId, ...(replaceableGroupIds === "all" ? {} : { groupId: { in: replaceableGroupIds } }) } });
  const rows = (input.question_to_groups ?? []).flatMap((w) =>
    [...new Set(w.group_ids)].map((groupId) => ({ questionId, groupId, availableAfter: new Date(w.available_after), availableBefore: new Date(w.available_before) })),
  );
  await tx.bankQuestionGroup.createMany({ data: rows });
}

/**
 * Sets the question's membership in the exams the caller can reach to exactly those sent;
 * memberships in other exams stay (spec 4.3 rule 4). New ones go to the end of the exam.
 */
export async function writeExamLinks(tx: Tx, questionId: string, input: QuestionInput, reachableExamIds: string[] | "all") {
  const wanted = [...new Set((input.exams ?? []).map((e) => e.id))];
  // Every exam whose question list changes is locked first, in one order, as the exam's own writes
  // lock it: parallel writes of an exam and of its questions take turns instead of colliding.
  await kyselyIn(tx).selectFrom("exams").select("exams.id")
    .where((eb) => eb.or([
      oneOf(eb.ref("exams.id"), wanted),
      eb("exams.id", "in", eb.selectFrom("exam_questions").select("exam_id").where("question_id", "=", questionId)),
    ]))
    .orderBy("exams.id").forUpdate().execute();
  await tx.examQuestion.deleteMany({ where: { questionId, examId: { notIn: wanted, ...(reachableExamIds === "all" ? {} : { in: reachableExamIds }) } } });
  const existing = new Set((await tx.examQuestion.findMany({ where: { questionId }, select: { examId: true } })).map((e) => e.examId));
  for (const examId of wanted.filter((id) => !existing.has(id))) {
    const last = await tx.examQuestion.aggregate({ where: { examId }, _max: { position: true } });
    await tx.examQuestion.create({ data: { examId, questionId, position: (last._max.position ?? -1) + 1 } });
  }
}
