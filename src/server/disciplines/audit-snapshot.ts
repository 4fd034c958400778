import type { Tx } from "@/server/db/client";

/** The schools whose admins see a discipline's audit entries: its owners. */
export async function disciplineSchoolIds(tx: Tx, disciplineId: number): Promise<string[]> {
  const owners = await tx.disciplineOwner.findMany({
    where: { disciplineId },
    select: { schoolId: true },
    orderBy: { schoolId: "asc" },
  });
  return owners.map((o) => o.schoolId);
}

/**
 * The schools whose admins see a subject's entry when a question or an import of `schoolId` creates it: the
 * discipline's owners, whose discipline gained a subject, and that school, which may only use the discipline.
 */
export async function subjectSchoolIds(tx: Tx, disciplineId: number, schoolId: string): Promise<string[]> {
  const owners = await disciplineSchoolIds(tx, disciplineId);
  return owners.includes(schoolId) ? owners : [...owners, schoolId].sort();
}

/** A discipline as the audit log keeps it: its own fields and owner schools (subjects have entries of their own). */
export async function disciplineSnapshot(tx: Tx, id: number) {
  const d = await tx.discipline.findUniqueOrThrow({ where: { id } });
  return {
    id: d.id,
    name: d.name,
    internal_name: d.internalName,
    icon_url: d.iconUrl,
    header_url: d.headerUrl,
    allow_only_features: d.allowOnlyFeatures,
    knowledge_areas: d.knowledgeAreas,
    owner_ids: await disciplineSchoolIds(tx, id),
  };
}

export const subjectSnapshot = (s: {
  id: number;
  disciplineId: number;
  name: string;
  enabled: boolean;
  iconUrl: string | null;
}) => ({
  id: s.id,
  discipline_id: s.disciplineId,
  name: s.name,
  enabled: s.enabled,
  icon_url: s.iconUrl,
});
