import type { z } from "zod";
import type { AppDeps } from "@/server/app-deps";
import { recordAudit } from "@/server/audit/record";
import { notFound } from "@/server/errors/domain-error";
import type { Scope } from "@/server/scope/scope";
import { assertCanEdit, assertOwnerSchools, visibleOwners } from "./access";
import { disciplineSnapshot } from "./audit-snapshot";
import type { disciplineWritten, updateDisciplineInput } from "./schema";
import { uploadTargets, writtenDiscipline } from "./write-discipline";

/**
 * Changes only the fields sent. owner_ids replaces the owners among the schools the caller
 * administers; owners outside the caller's schools stay (as exams do in spec 4.3 rule 4).
 */
export async function updateDiscipline(deps: AppDeps, scope: Scope, id: number, input: z.output<typeof updateDisciplineInput>, origin: string): Promise<z.input<typeof disciplineWritten>> {
  return deps.db.prisma.$transaction(async (tx) => {
    // Locked, so that the audit entry's "before" is the state this write replaced.
    await tx.$queryRaw`SELECT id FROM disciplines WHERE id = ${id} FOR UPDATE`;
    const current = await tx.discipline.findUnique({ where: { id }, include: { owners: true } });
    if (!current) throw notFound("Discipline");
    assertCanEdit(scope, current.owners.map((o) => o.schoolId));
    const before = await disciplineSnapshot(tx, id);
    if (input.owner_ids) {
      const wanted = [...new Set(input.owner_ids)];
      await assertOwnerSchools(tx, scope, wanted);
      const mine = (schoolId: string) => scope.all || scope.adminSchoolIds.includes(schoolId);
      const removed = current.owners.filter((o) => mine(o.schoolId) && !wanted.includes(o.schoolId)).map((o) => o.schoolId);
      await tx.disciplineOwner.deleteMany({ where: { disciplineId: id, schoolId: { in: removed } } });
      await tx.disciplineOwner.createMany({ data: wanted.map((schoolId) => ({ disciplineId: id, schoolId })), skipDuplicates: true });
    }
    const discipline = await tx.discipline.update({
      where: { id },
      data: {
        name: input.name,
        internalName: input.internal_name,
        allowOnlyFeatures: input.allow_only_features,
        knowledgeAreas: input.knowledge_areas ? [...new Set(input.knowledge_areas)] : undefined,
      },
      include: { owners: { where: visibleOwners(scope), orderBy: { schoolId: "asc" } } },
    });
    const after = await disciplineSnapshot(tx, id);
    // Owners removed by this write still see the change that removed them.
    await recordAudit(tx, scope.user, { action: "discipline.update", entityId: id, schoolIds: [...before.owner_ids, ...after.owner_ids], before, after });
    return { ...writtenDiscipline(discipline, origin), ...(await uploadTargets(tx, deps.storage, scope.user, id, input, origin)) };
  });
}
