import { isDeepStrictEqual } from "node:util";
import type { z } from "zod";
import type { Ctx } from "@/server/context";
import { kyselyIn } from "@/server/db/kysely";
import { recordAudit } from "@/server/audit/record";
import { notFound } from "@/server/errors/domain-error";
import { schoolInScope } from "@/server/scope/predicates";
import { canAdminSchool } from "@/server/scope/scope";
import { assertCanEdit, assertOwnerSchools } from "./access";
import { disciplineSnapshot } from "./audit-snapshot";
import type { disciplineWritten, updateDisciplineInput } from "./schema";
import { uploadTargets, writtenDiscipline } from "./write-discipline";

/**
 * Changes only the fields sent. owner_ids replaces the owners among the schools the caller
 * administers; owners outside the caller's schools stay (as exams do in spec 4.3 rule 4).
 */
export async function updateDiscipline(
  ctx: Ctx,
  { id, data: input }: { id: number; data: z.output<typeof updateDisciplineInput> },
): Promise<z.input<typeof disciplineWritten>> {
  const { scope, origin } = ctx;
  return ctx.db.prisma.$transaction(async (tx) => {
    const k = kyselyIn(tx);
    // Locked, so that the audit entry's "before" is the state this write replaced.
    await k.selectFrom("disciplines").select("id").where("id", "=", id).forUpdate().execute();
    const current = await tx.discipline.findUnique({ where: { id }, include: { owners: true } });
    if (!current) throw notFound("discipline_not_found", "Discipline");
    assertCanEdit(
      scope,
      current.owners.map((o) => o.schoolId),
    );
    const before = await disciplineSnapshot(tx, id);
    if (input.owner_ids) {
      const wanted = [...new Set(input.owner_ids)];
      await assertOwnerSchools(tx, wanted);
      const removed = current.owners
        .filter((o) => canAdminSchool(scope, o.schoolId) && !wanted.includes(o.schoolId))
        .map((o) => o.schoolId);
      await tx.disciplineOwner.deleteMany({ where: { disciplineId: id, schoolId: { in: removed } } });
      await tx.disciplineOwner.createMany({
        data: wanted.map((schoolId) => ({ disciplineId: id, schoolId })),
        skipDuplicates: true,
      });
    }
    const discipline = await tx.discipline.update({
      where: { id },
      data: {
        name: input.name,
        internalName: input.internal_name,
        allowOnlyFeatures: input.allow_only_features,
        knowledgeAreas: input.knowledge_areas ? [...new Set(input.knowledge_areas)] : undefined,
      },
    });
    // The caller is shown only their own schools among the owners.
    const owners = await k
      .selectFrom("discipline_owners as o")
      .select("o.school_id as schoolId")
      .where("o.discipline_id", "=", id)
      .where((eb) => schoolInScope(scope, eb.ref("o.school_id")))
      .orderBy("o.school_id")
      .execute();
    const after = await disciplineSnapshot(tx, id);
    // A save that changes nothing (the form sends every field; an image alone changes the record when its upload
    // completes, audited then) leaves no entry. Owners removed by this write still see the change that removed them.
    if (!isDeepStrictEqual(before, after))
      await recordAudit(tx, scope.user, {
        action: "discipline.update",
        entityId: id,
        schoolIds: [...before.owner_ids, ...after.owner_ids],
        before,
        after,
      });
    const targets = await uploadTargets(tx, ctx.storage, scope.user, id, input, origin);
    return { ...writtenDiscipline({ ...discipline, owners }, origin), ...targets };
  });
}
