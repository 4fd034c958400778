import { recordAudit } from "@/server/audit/record";
import type { Ctx } from "@/server/context";
import { kyselyIn } from "@/server/db/kysely";
import { forbidden, notFound } from "@/server/errors/domain-error";
import { importPublished } from "@/server/scope/predicates";
import { canReadSchool } from "@/server/scope/scope";
import { assertQuestionAccess, checkQuestionReferences } from "./check-references";
import { readQuestion } from "./read-question";
import type { QuestionInput, QuestionOutput } from "./schema";
import { questionColumns, writeExamLinks, writeGroupWindows, writeOwnParts } from "./write-question";

/** POST /exams/questions-db: everything of the request in one transaction. */
export const createQuestion = (ctx: Ctx, input: QuestionInput) => insertQuestion(ctx, input, "question.create");

/** A new question, audited as `action`: a duplicate is a creation audited as such. */
export async function insertQuestion(
  { db, scope }: Ctx,
  input: QuestionInput,
  action: "question.create" | "question.duplicate",
): Promise<QuestionOutput> {
  return db.prisma.$transaction(async (tx) => {
    await assertQuestionAccess(tx, scope, input);
    await checkQuestionReferences(tx, input);
    const question = await tx.bankQuestion.create({
      data: { ...(await questionColumns(tx, scope.user, input)), createdById: scope.user.id },
    });
    await writeOwnParts(tx, question.id, input);
    await writeGroupWindows(tx, scope, question.id, input);
    await writeExamLinks(tx, scope, question.id, input);
    const after = (await readQuestion(tx, question.id))!;
    await recordAudit(tx, scope.user, { action, entityId: question.id, schoolIds: [after.belongs_to.id], after });
    return after;
  });
}

/**
 * PATCH /exams/questions-db/{id}: the whole body again. Windows of groups and memberships of
 * exams outside the caller's access are preserved; everything else is replaced as sent.
 */
export async function updateQuestion(
  { db, scope }: Ctx,
  { questionId: id, data: input }: { questionId: string; data: QuestionInput },
): Promise<QuestionOutput> {
  return db.prisma.$transaction(async (tx) => {
    // Lock the row so concurrent updates of one question apply one after the other, each whole.
    // NO KEY UPDATE still serialises writes of this question, but lets an exam's write reference it
    // meanwhile (its foreign-key check); FOR UPDATE here deadlocked with a parallel exam PATCH.
    const current = await kyselyIn(tx)
      .selectFrom("bank_questions")
      .select("school_id")
      .where("id", "=", id)
      .where((eb) => importPublished(eb.ref("import_id")))
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!current) throw notFound("question_not_found", "Question");
    if (!canReadSchool(scope, current.school_id))
      throw forbidden("question_outside_access", "This question belongs to a school outside your access");
    await assertQuestionAccess(tx, scope, input);
    await checkQuestionReferences(tx, input);
    const before = (await readQuestion(tx, id))!;
    await tx.bankQuestion.update({ where: { id }, data: await questionColumns(tx, scope.user, input) });
    await writeOwnParts(tx, id, input);
    await writeGroupWindows(tx, scope, id, input);
    await writeExamLinks(tx, scope, id, input);
    const after = (await readQuestion(tx, id))!;
    await recordAudit(tx, scope.user, {
      action: "question.update",
      entityId: id,
      schoolIds: [before.belongs_to.id, after.belongs_to.id],
      before,
      after,
    });
    return after;
  });
}

export async function getQuestion({ db, scope }: Ctx, { questionId }: { questionId: string }): Promise<QuestionOutput> {
  const published = await db.kysely
    .selectFrom("bank_questions")
    .select("id")
    .where("id", "=", questionId)
    .where((eb) => importPublished(eb.ref("import_id")))
    .executeTakeFirst();
  const question = published && (await readQuestion(db.prisma, questionId));
  if (!question) throw notFound("question_not_found", "Question");
  if (!canReadSchool(scope, question.belongs_to.id))
    throw forbidden("question_outside_access", "This question belongs to a school outside your access");
  return question;
}
