import type { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { recordAudit } from "@/server/audit/record";
import type { Ctx } from "@/server/context";
import { kyselyIn } from "@/server/db/kysely";
import { notFound } from "@/server/errors/domain-error";
import type { Scope } from "@/server/scope/scope";
import { assertCanEdit } from "./access";
import { disciplineSchoolIds, subjectSnapshot } from "./audit-snapshot";
import type { subjectInput, updateSubjectInput } from "./schema";

/** The discipline's owner schools, once the caller may edit it. */
async function editableDiscipline(tx: Prisma.TransactionClient, scope: Scope, disciplineId: number): Promise<string[]> {
  if (!(await tx.discipline.count({ where: { id: disciplineId } })))
    throw notFound("discipline_not_found", "Discipline");
  const owners = await disciplineSchoolIds(tx, disciplineId);
  assertCanEdit(scope, owners);
  return owners;
}

const toOutput = (s: { id: number; name: string; enabled: boolean; iconUrl: string | null }) => ({
  id: s.id,
  name: s.name,
  enabled: s.enabled,
  icon_url: s.iconUrl,
});

type SubjectWrite<T extends z.ZodType> = { id: number; data: z.output<T> };

export async function addSubject(ctx: Ctx, { id: disciplineId, data: input }: SubjectWrite<typeof subjectInput>) {
  const { scope } = ctx;
  return ctx.db.prisma.$transaction(async (tx) => {
    const schoolIds = await editableDiscipline(tx, scope, disciplineId);
    const subject = await tx.subject.create({ data: { disciplineId, name: input.name, enabled: input.enabled } });
    await recordAudit(tx, scope.user, {
      action: "subject.create",
      entityId: subject.id,
      schoolIds,
      after: subjectSnapshot(subject),
    });
    return toOutput(subject);
  });
}

/** Rename or enable/disable; subjects are never deleted, since questions keep referring to them. */
export async function updateSubject(
  ctx: Ctx,
  { id: disciplineId, subjectId, data: input }: SubjectWrite<typeof updateSubjectInput> & { subjectId: number },
) {
  const { scope } = ctx;
  return ctx.db.prisma.$transaction(async (tx) => {
    const schoolIds = await editableDiscipline(tx, scope, disciplineId);
    // Locked, so that the entry's "before" is the state this write replaced.
    await kyselyIn(tx).selectFrom("subjects").select("id").where("id", "=", subjectId).forUpdate().execute();
    const current = await tx.subject.findFirst({ where: { id: subjectId, disciplineId } });
    if (!current) throw notFound("subject_not_found", "Subject");
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
