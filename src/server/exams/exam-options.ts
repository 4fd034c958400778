import type { Ctx } from "@/server/context";
import { examAccessible, oneOf } from "@/server/scope/predicates";

/**
 * Exams a picker may offer: those the caller can change, with the disciplines all their groups share, and what tells
 * two of one name apart in a filter: their groups' names and when each was made, in its school's zone.
 */
export async function listExamOptions({ db, scope }: Ctx) {
  const exams = await db.kysely
    .selectFrom("exams")
    .innerJoin("schools as sc", "sc.id", "exams.school_id")
    .select(["exams.id", "exams.name", "exams.school_id", "exams.created_at", "sc.time_zone"])
    .where(examAccessible(scope))
    .orderBy("exams.updated_at", "desc")
    .orderBy("exams.id", "asc")
    .limit(500)
    .execute();
  // A group without disciplines comes as one row with a null discipline: the exam then shares none.
  const groupDisciplines =
    exams.length === 0
      ? []
      : await db.kysely
          .selectFrom("exam_groups as eg")
          .innerJoin("groups as g", "g.id", "eg.group_id")
          .leftJoin("group_disciplines as gd", "gd.group_id", "eg.group_id")
          .select(["eg.exam_id", "eg.group_id", "g.name as group_name", "gd.discipline_id"])
          .where((eb) =>
            oneOf(
              eb.ref("eg.exam_id"),
              exams.map((e) => e.id),
            ),
          )
          .execute();
  const perGroupOf = new Map<string, Map<string, Set<number>>>();
  const groupNames = new Map<string, string>();
  for (const row of groupDisciplines) {
    groupNames.set(row.group_id, row.group_name);
    const groups = perGroupOf.get(row.exam_id) ?? new Map<string, Set<number>>();
    const disciplines = groups.get(row.group_id) ?? new Set<number>();
    if (row.discipline_id !== null) disciplines.add(row.discipline_id);
    groups.set(row.group_id, disciplines);
    perGroupOf.set(row.exam_id, groups);
  }
  return exams.map((e) => {
    const groups = perGroupOf.get(e.id) ?? new Map<string, Set<number>>();
    const perGroup = [...groups.values()];
    const shared = perGroup.length ? [...perGroup[0]!].filter((id) => perGroup.every((set) => set.has(id))) : [];
    return {
      id: e.id,
      name: e.name,
      school_id: e.school_id,
      discipline_ids: shared.sort((a, b) => a - b),
      group_names: [...groups.keys()].map((id) => groupNames.get(id) ?? "").sort((a, b) => a.localeCompare(b)),
      created_at: e.created_at.toISOString(),
      time_zone: e.time_zone,
    };
  });
}
