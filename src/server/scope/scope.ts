import type { Role } from "@/generated/prisma/enums";
import type { AuthUser } from "@/server/auth/user";
import type { Database } from "@/server/db/client";
import { preparedQuery } from "@/server/db/prepared-query";
import { DomainError } from "@/server/errors/domain-error";

/**
 * What a user may read and change. `all` (platform admin) means every school and group; the
 * lists are then empty and unused. School admins get every group of their schools, teachers
 * the groups they belong to (and the schools of those groups, to read).
 */
export type Scope = {
  user: AuthUser;
  role: Role;
  all: boolean;
  schoolIds: string[];
  /** Schools whose data the user may change (platform admin: all; school admin: theirs). */
  adminSchoolIds: string[];
  groupIds: string[];
};

type UserId = { userId: string };

const schoolAdminQuery = preparedQuery("scope-school-admin", (k, _: "-", { userId }: UserId) => {
  const schools = k.selectFrom("school_memberships").select("school_id").where("user_id", "=", userId);
  return k.selectNoFrom((eb) => [
    eb.fn<string[]>("array", [schools]).as("school_ids"),
    eb
      .fn<string[]>("array", [eb.selectFrom("groups").select("groups.id").where("groups.school_id", "in", schools)])
      .as("group_ids"),
  ]);
});

const teacherQuery = preparedQuery("scope-teacher", (k, _: "-", { userId }: UserId) =>
  k
    .selectFrom("group_memberships as gm")
    .innerJoin("groups as g", "g.id", "gm.group_id")
    .select(["g.id", "g.school_id"])
    .where("gm.user_id", "=", userId),
);

/** One prepared statement at most per request (Prisma's per-call compilation costs more than the query). */
export async function scopeFor(db: Database, user: AuthUser): Promise<Scope> {
  const base = { user, role: user.role };
  switch (user.role) {
    case "PLATFORM_ADMIN":
      return { ...base, all: true, schoolIds: [], adminSchoolIds: [], groupIds: [] };
    case "SCHOOL_ADMIN": {
      const [row] = await schoolAdminQuery(db.pool, "-", { userId: user.id });
      const { school_ids: schoolIds, group_ids: groupIds } = row!;
      return { ...base, all: false, schoolIds, adminSchoolIds: schoolIds, groupIds };
    }
    case "TEACHER": {
      const rows = await teacherQuery(db.pool, "-", { userId: user.id });
      const schoolIds = [...new Set(rows.map((g) => g.school_id))];
      return { ...base, all: false, schoolIds, adminSchoolIds: [], groupIds: rows.map((g) => g.id) };
    }
    case "STUDENT":
      return { ...base, all: false, schoolIds: [], adminSchoolIds: [], groupIds: [] };
  }
}

export const canReadSchool = (scope: Scope, schoolId: string) => scope.all || scope.schoolIds.includes(schoolId);
export const canAdminSchool = (scope: Scope, schoolId: string) => scope.all || scope.adminSchoolIds.includes(schoolId);
const canReadGroup = (scope: Scope, groupId: string) => scope.all || scope.groupIds.includes(groupId);

const refuse = (what: string, path: readonly string[], outside: string[]) => {
  const issues = outside.map((id) => ({ path: [...path], code: "forbidden" as const, message: id, params: { id } }));
  return new DomainError("FORBIDDEN", "ids_outside_access", `Some ${what} are outside your access`, { issues });
};

/** Explicit ids outside the scope are refused whole, not silently dropped; `path` names their field in the error. */
export function assertSchools(
  scope: Scope,
  ids: readonly string[],
  mode: "read" | "admin" = "read",
  path: readonly string[] = ["school_ids"],
): void {
  const allowed = mode === "admin" ? canAdminSchool : canReadSchool;
  const outside = ids.filter((id) => !allowed(scope, id));
  if (outside.length) throw refuse("schools", path, outside);
}

export function assertGroups(scope: Scope, ids: readonly string[], path: readonly string[] = ["group_ids"]): void {
  const outside = ids.filter((id) => !canReadGroup(scope, id));
  if (outside.length) throw refuse("groups", path, outside);
}
