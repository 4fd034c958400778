import type { AppDeps } from "@/server/app-deps";
import type { Scope } from "@/server/scope/scope";
import { accessibleExams } from "./access";

/** Exams a picker may offer: those the caller can change, with the disciplines all their groups share. */
export async function listExamOptions(deps: AppDeps, scope: Scope) {
  const exams = await deps.db.prisma.exam.findMany({
    where: accessibleExams(scope),
    select: { id: true, name: true, schoolId: true, groups: { select: { group: { select: { disciplines: { select: { disciplineId: true } } } } } } },
    orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
    take: 500,
  });
  return exams.map((e) => {
    const perGroup = e.groups.map((g) => new Set(g.group.disciplines.map((d) => d.disciplineId)));
    const shared = perGroup.length ? [...perGroup[0]!].filter((id) => perGroup.every((set) => set.has(id))) : [];
    return { id: e.id, name: e.name, school_id: e.schoolId, discipline_ids: shared.sort((a, b) => a - b) };
  });
}
