import type { AuthUser } from "@/server/auth/user";
import type { Tx } from "@/server/db/client";
import { kyselyIn } from "@/server/db/kysely";
import { subjectSchoolIds } from "@/server/disciplines/audit-snapshot";
import { createSubject } from "@/server/disciplines/subjects";
import { examAccessible, groupInScope, oneOf } from "@/server/scope/predicates";
import type { Scope } from "@/server/scope/scope";
import { contentKey } from "./content-key";
import type { QuestionInput } from "./schema";

/** The question's subject: an id as given, or a new subject of that name (spec 4.3 rule 2: even if one has it). */
async function subjectIdOf(tx: Tx, actor: AuthUser, input: QuestionInput): Promise<number> {
  if (typeof input.subject === "number") return input.subject;
  const schoolIds = await subjectSchoolIds(tx, input.discipline_id, input.belongs_to.id);
  return (await createSubject(tx, actor, { disciplineId: input.discipline_id, name: input.subject }, schoolIds)).id;
}

/** The question's own columns from the input; a string subject becomes a new subject (spec 4.3 rule 2). */
export async function questionColumns(tx: Tx, actor: AuthUser, input: QuestionInput) {
  const subjectId = await subjectIdOf(tx, actor, input);
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
    contentKey: contentKey(input),
  };
}

/** Answers and other subjects are the question's own: replaced whole. */
export async function writeOwnParts(tx: Tx, questionId: string, input: QuestionInput) {
  await tx.bankAnswer.deleteMany({ where: { questionId } });
  await tx.bankAnswer.createMany({
    data: input.answers.map((a, position) => ({
      questionId,
      position,
      description: a.description,
      isCorrectAnswer: a.is_correct_answer,
    })),
  });
  await tx.bankQuestionOtherSubject.deleteMany({ where: { questionId } });
  const otherIds = [...new Set((input.other_subjects ?? []).map((s) => s.id))];
  await tx.bankQuestionOtherSubject.createMany({ data: otherIds.map((subjectId) => ({ questionId, subjectId })) });
}

/** Windows for the given groups; only the caller's groups' windows are replaced, others' stay (see docs). */
export async function writeGroupWindows(tx: Tx, scope: Scope, questionId: string, input: QuestionInput) {
  await kyselyIn(tx)
    .deleteFrom("bank_question_groups")
    .where("bank_question_groups.question_id", "=", questionId)
    .where((eb) => groupInScope(scope, eb.ref("bank_question_groups.group_id")))
    .execute();
  const rows = (input.question_to_groups ?? []).flatMap((w) =>
    [...new Set(w.group_ids)].map((groupId) => ({
      questionId,
      groupId,
      availableAfter: new Date(w.available_after),
      availableBefore: new Date(w.available_before),
    })),
  );
  await tx.bankQuestionGroup.createMany({ data: rows });
}

/**
 * Sets the question's membership in the exams the caller can reach to exactly those sent;
 * memberships in other exams stay (spec 4.3 rule 4). New ones go to the end of the exam.
 */
export async function writeExamLinks(tx: Tx, scope: Scope, questionId: string, input: QuestionInput) {
  const wanted = [...new Set((input.exams ?? []).map((e) => e.id))];
  const kysely = kyselyIn(tx);
  // Every exam whose question list changes is locked first, in one order, as the exam's own writes
  // lock it: parallel writes of an exam and of its questions take turns instead of colliding.
  await kysely
    .selectFrom("exams")
    .select("exams.id")
    .where((eb) =>
      eb.or([
        oneOf(eb.ref("exams.id"), wanted),
        eb("exams.id", "in", eb.selectFrom("exam_questions").select("exam_id").where("question_id", "=", questionId)),
      ]),
    )
    .orderBy("exams.id")
    .forUpdate()
    .execute();
  await kysely
    .deleteFrom("exam_questions")
    .where("exam_questions.question_id", "=", questionId)
    .where((eb) => eb.not(oneOf(eb.ref("exam_questions.exam_id"), wanted)))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("exams")
          .select(eb.lit(1).as("one"))
          .whereRef("exams.id", "=", "exam_questions.exam_id")
          .where(examAccessible(scope)),
      ),
    )
    .execute();
  const existing = new Set(
    (await tx.examQuestion.findMany({ where: { questionId }, select: { examId: true } })).map((e) => e.examId),
  );
  for (const examId of wanted.filter((id) => !existing.has(id))) {
    const last = await tx.examQuestion.aggregate({ where: { examId }, _max: { position: true } });
    await tx.examQuestion.create({ data: { examId, questionId, position: (last._max.position ?? -1) + 1 } });
  }
}
