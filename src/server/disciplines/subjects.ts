import type { z } from "zod";
import { recordAudit } from "@/server/audit/record";
import type { Ctx } from "@/server/context";
import type { Tx } from "@/server/db/client";
import { kyselyIn } from "@/server/db/kysely";
import { nameKey } from "@/lib/text/name-key";
import { DomainError, notFound } from "@/server/errors/domain-error";
import { importPublished } from "@/server/scope/predicates";
import type { Scope } from "@/server/scope/scope";
import { assertCanEdit } from "./access";
import { disciplineSchoolIds, subjectSnapshot } from "./audit-snapshot";
import type { subjectInput, updateSubjectInput } from "./schema";

/** The discipline's owner schools, once the caller may edit it. */
async function editableDiscipline(tx: Tx, scope: Scope, disciplineId: number): Promise<string[]> {
  if (!(await tx.discipline.count({ where: { id: disciplineId } })))
    throw notFound("discipline_not_found", "Discipline");
  const owners = await disciplineSchoolIds(tx, disciplineId);
  assertCanEdit(scope, owners);
  return owners;
}

/**
 * Refuses a name another subject of the discipline has, ignoring case and accents (422 naming that subject). The
 * caller holds the discipline's row lock (lockDiscipline), so two writes of one new name cannot both find it free.
 * A pending import's new subjects count (not importPublished): published a moment later, they would be duplicates.
 */
async function assertNameFree(tx: Tx, disciplineId: number, name: string, exceptId?: number) {
  const others = await tx.subject.findMany({ where: { disciplineId }, select: { id: true, name: true } });
  const taken = others.find((s) => s.id !== exceptId && nameKey(s.name) === nameKey(name));
  if (taken)
    throw new DomainError(
      "UNPROCESSABLE",
      "subject_duplicate",
      `The discipline already has the subject "${taken.name}"`,
      {
        params: { name: taken.name, id: taken.id },
        issues: [
          { path: ["name"], code: "subject_duplicate", message: "Already a subject", params: { name: taken.name } },
        ],
      },
    );
}

/** Taken before any subject's row, in the order a discipline's delete takes them, so the two cannot deadlock. */
export async function lockDiscipline(tx: Tx, disciplineId: number) {
  await kyselyIn(tx).selectFrom("disciplines").select("id").where("id", "=", disciplineId).forUpdate().execute();
}

/** The subject's row, locked; 404 when none, or when a pending question import created it. */
async function lockSubject(tx: Tx, subjectId: number) {
  const row = await kyselyIn(tx)
    .selectFrom("subjects")
    .select("id")
    .where("id", "=", subjectId)
    .where((eb) => importPublished(eb.ref("import_id")))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound("subject_not_found", "Subject");
}

/**
 * A new subject and its audit entry, logged for `schoolIds`. The editor and the import hold the discipline's lock
 * and have checked the name is free (one by one, or for a whole file); a question's new subject needs neither, as
 * spec 4.3 rule 2 creates it whatever its name.
 */
export async function createSubject(
  tx: Tx,
  actor: Scope["user"],
  data: { disciplineId: number; name: string; enabled?: boolean },
  schoolIds: string[],
) {
  const subject = await tx.subject.create({ data });
  await auditSubjectCreated(tx, actor, subject, schoolIds);
  return subject;
}

/** The `subject.create` entry of a new subject; a question import records it when it publishes the subject. */
export async function auditSubjectCreated(
  tx: Tx,
  actor: Scope["user"],
  subject: Parameters<typeof subjectSnapshot>[0] & { id: number },
  schoolIds: string[],
) {
  await recordAudit(tx, actor, {
    action: "subject.create",
    entityId: subject.id,
    schoolIds,
    after: subjectSnapshot(subject),
  });
}

const toOutput = (s: { id: number; disciplineId: number; name: string; enabled: boolean; iconUrl: string | null }) => ({
  id: s.id,
  discipline_id: s.disciplineId,
  name: s.name,
  enabled: s.enabled,
  icon_url: s.iconUrl,
});

type SubjectWrite<T extends z.ZodType> = { id: number; data: z.output<T> };

export async function addSubject(ctx: Ctx, { id: disciplineId, data: input }: SubjectWrite<typeof subjectInput>) {
  const { scope } = ctx;
  return ctx.db.prisma.$transaction(async (tx) => {
    const schoolIds = await editableDiscipline(tx, scope, disciplineId);
    await lockDiscipline(tx, disciplineId);
    await assertNameFree(tx, disciplineId, input.name);
    return toOutput(await createSubject(tx, scope.user, { disciplineId, ...input }, schoolIds));
  });
}

/** Rename or enable/disable: disabling is how a subject questions refer to leaves the pickers. */
export async function updateSubject(
  ctx: Ctx,
  { id: disciplineId, subjectId, data: input }: SubjectWrite<typeof updateSubjectInput> & { subjectId: number },
) {
  const { scope } = ctx;
  return ctx.db.prisma.$transaction(async (tx) => {
    const schoolIds = await editableDiscipline(tx, scope, disciplineId);
    if (input.name !== undefined) await lockDiscipline(tx, disciplineId);
    // Locked, so that the entry's "before" is the state this write replaced.
    await lockSubject(tx, subjectId);
    const current = await tx.subject.findFirst({ where: { id: subjectId, disciplineId } });
    if (!current) throw notFound("subject_not_found", "Subject");
    if (input.name !== undefined) await assertNameFree(tx, disciplineId, input.name, subjectId);
    const subject = await tx.subject.update({
      where: { id: subjectId },
      data: { name: input.name, enabled: input.enabled },
    });
    await recordAudit(tx, scope.user, {
      action: "subject.update",
      entityId: subject.id,
      schoolIds,
      before: subjectSnapshot(current),
      after: subjectSnapshot(subject),
    });
    return toOutput(subject);
  });
}

/**
 * Removes a subject nothing refers to. Refused with 409 while questions have it as their subject
 * or among their other subjects, or students' questions name it: disabling is the way out then.
 */
export async function deleteSubject(ctx: Ctx, { id: disciplineId, subjectId }: { id: number; subjectId: number }) {
  const { scope } = ctx;
  return ctx.db.prisma.$transaction(async (tx) => {
    const schoolIds = await editableDiscipline(tx, scope, disciplineId);
    await lockSubject(tx, subjectId);
    const current = await tx.subject.findUnique({
      where: { id: subjectId, disciplineId },
      include: { _count: { select: { bankQuestions: true, bankOtherSubjects: true, studentQuestions: true } } },
    });
    if (!current) throw notFound("subject_not_found", "Subject");
    const { bankQuestions, bankOtherSubjects, studentQuestions } = current._count;
    if (bankQuestions + bankOtherSubjects + studentQuestions > 0)
      throw new DomainError("CONFLICT", "subject_in_use", "Questions or students' questions use this subject", {
        params: { questions: bankQuestions + bankOtherSubjects, student_questions: studentQuestions },
      });
    await tx.subject.delete({ where: { id: subjectId } });
    await recordAudit(tx, scope.user, {
      action: "subject.delete",
      entityId: subjectId,
      schoolIds,
      before: subjectSnapshot(current),
    });
    return toOutput(current);
  });
}
