import type { z } from "zod";
import type { AppDeps } from "@/server/app-deps";
import { notFound } from "@/server/errors/domain-error";
import type { Scope } from "@/server/scope/scope";
import { assertCanEdit } from "./access";
import type { subjectInput, updateSubjectInput } from "./schema";

async function editableDiscipline(deps: AppDeps, scope: Scope, disciplineId: number) {
  const discipline = await deps.db.prisma.discipline.findUnique({ where: { id: disciplineId }, select: { owners: { select: { schoolId: true } } } });
  if (!discipline) throw notFound("Discipline");
  assertCanEdit(scope, discipline.owners.map((o) => o.schoolId));
}

const toOutput = (s: { id: number; name: string; enabled: boolean; iconUrl: string | null }) => ({ id: s.id, name: s.name, enabled: s.enabled, icon_url: s.iconUrl });

export async function addSubject(deps: AppDeps, scope: Scope, disciplineId: number, input: z.output<typeof subjectInput>) {
  await editableDiscipline(deps, scope, disciplineId);
  return toOutput(await deps.db.prisma.subject.create({ data: { disciplineId, name: input.name, enabled: input.enabled } }));
}

/** Rename or enable/disable; subjects are never deleted, since questions keep referring to them. */
export async function updateSubject(deps: AppDeps, scope: Scope, disciplineId: number, subjectId: number, input: z.output<typeof updateSubjectInput>) {
  await editableDiscipline(deps, scope, disciplineId);
  const { count } = await deps.db.prisma.subject.updateMany({ where: { id: subjectId, disciplineId }, data: { name: input.name, enabled: input.enabled } });
  if (count === 0) throw notFound("Subject");
  return toOutput(await deps.db.prisma.subject.findUniqueOrThrow({ where: { id: subjectId } }));
}
