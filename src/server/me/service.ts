import type { Db } from "@/server/db/client";
import type { Scope } from "@/server/scope/scope";
import type { Me } from "./schema";

/** The caller and what they can reach; a student sees their own school and groups. */
export async function getMe(prisma: Db, scope: Scope): Promise<Me> {
  const own = { members: { some: { userId: scope.user.id } } };
  const groupFilter = scope.all ? {} : scope.role === "STUDENT" ? own : { id: { in: scope.groupIds } };
  const schoolFilter = scope.all
    ? {}
    : scope.role === "STUDENT"
      ? { memberships: { some: { userId: scope.user.id } } }
      : { id: { in: scope.schoolIds } };
  const [schools, groups] = await Promise.all([
    prisma.school.findMany({ where: schoolFilter, select: { id: true, name: true }, orderBy: { name: "asc" } }),
    prisma.group.findMany({
      where: groupFilter,
      select: { id: true, name: true, schoolId: true, disciplines: { select: { disciplineId: true }, orderBy: { disciplineId: "asc" } } },
      orderBy: [{ schoolId: "asc" }, { name: "asc" }],
    }),
  ]);
  return {
    ...scope.user,
    schools,
    groups: groups.map((g) => ({ id: g.id, name: g.name, school_id: g.schoolId, discipline_ids: g.disciplines.map((d) => d.disciplineId) })),
  };
}
