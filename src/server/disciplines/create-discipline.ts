import type { z } from "zod";
import { recordAudit } from "@/server/audit/record";
import type { Ctx } from "@/server/context";
import { assertOwnerSchools } from "./access";
import { disciplineSnapshot, subjectSnapshot } from "./audit-snapshot";
import type { createDisciplineInput, disciplineCreated } from "./schema";
import { uploadTargets, writtenDiscipline } from "./write-discipline";

/** The caller is an administrator: the route and procedure policy says so, not this service. */
export async function createDiscipline(
  ctx: Ctx,
  input: z.output<typeof createDisciplineInput>,
): Promise<z.input<typeof disciplineCreated>> {
  const { scope, origin } = ctx;
  return ctx.db.prisma.$transaction(async (tx) => {
    const ownerIds = [...new Set(input.owner_ids)];
    await assertOwnerSchools(tx, ownerIds);
    const discipline = await tx.discipline.create({
      data: {
        name: input.name,
        internalName: input.internal_name ?? null,
        allowOnlyFeatures: input.allow_only_features ?? [],
        knowledgeAreas: [...new Set(input.knowledge_areas ?? [])],
        owners: { create: ownerIds.map((schoolId) => ({ schoolId })) },
        subjects: { create: (input.subjects ?? []).map((s) => ({ name: s.name, enabled: s.enabled })) },
      },
      include: { owners: true, subjects: { orderBy: { id: "asc" } } },
    });
    await recordAudit(
      tx,
      scope.user,
      {
        action: "discipline.create",
        entityId: discipline.id,
        schoolIds: ownerIds,
        after: await disciplineSnapshot(tx, discipline.id),
      },
      ...discipline.subjects.map((s) => ({
        action: "subject.create" as const,
        entityId: s.id,
        schoolIds: ownerIds,
        after: subjectSnapshot(s),
      })),
    );
    const targets = await uploadTargets(tx, ctx.storage, scope.user, discipline.id, input, origin);
    return {
      ...writtenDiscipline(discipline, origin),
      ...targets,
      subjects: discipline.subjects.map((s) => ({ id: s.id, name: s.name, enabled: s.enabled })),
    };
  });
}
