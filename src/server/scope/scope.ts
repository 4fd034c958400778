import type { Role } from "@/generated/prisma/enums";
import type { AuthUser } from "@/server/auth/user";
import { namedStatement, type Database } from "@/server/db/client";
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

const schoolAdminStatement = namedStatement(
  "scope-school-admin",
  `SELECT array(SELECT school_id::text FROM school_memberships WHERE user_id = $1) AS school_ids,
          array(SELECT g.id::text FROM groups g JOIN school_memberships m ON m.school_id = g.school_id WHERE m.user_id = $1) AS group_ids`,
);
const teacherStatement = namedStatement(
  "scope-teacher",
  "SELECT g.id::text AS id, g.school_id::text AS school_id FROM groups g JOIN group_memberships gm ON gm.group_id = g.id WHERE gm.user_id = $1",
);

/** One SQL statement at most per request (Prisma's per-call compilation costs more than the query). */
export async function scopeFor(db: Database, user: AuthUser): Promise<Scope> {
  const base = { user, role: user.role };
  switch (user.role) {
    case "PLATFORM_ADMIN":
      return { ...base, all: true, schoolIds: [], adminSchoolIds: [], groupIds: [] };
    case "SCHOOL_ADMIN": {
      const { rows } = await db.pool.query<{ school_ids: string[]; group_ids: string[] }>(schoolAdminStatement, [user.id]);
      const { school_ids: schoolIds, group_ids: groupIds } = rows[0]!;
      return { ...base, all: false, schoolIds, adminSchoolIds: schoolIds, groupIds };
    }
    case "TEACHER": {
      const { rows } = await db.pool.query<{ id: string; school_id: string }>(teacherStatement, [user.id]);
      return { ...base, all: false, schoolIds: [...new Set(rows.map((g) => g.school_id))], adminSchoolIds: [], groupIds: rows.map((g) => g.id) };
    }
    case "STUDENT":
      return { ...base, all: false, schoolIds: [], adminSchoolIds: [], groupIds: [] };
  }
}

export const canReadSchool = (scope: Scope, schoolId: string) => scope.all || scope.schoolIds.includes(schoolId);
export const canAdminSchool = (scope: Scope, schoolId: string) => scope.all || scope.adminSchoolIds.includes(schoolId);
export const canReadGroup = (scope: Scope, groupId: string) => scope.all || scope.groupIds.includes(groupId);

/** Explicit ids outside the scope are refused whole, not silently dropped. */
export function assertSchools(scope: Scope, ids: readonly string[], mode: "read" | "admin" = "read"): void {
  const allowed = mode === "admin" ? canAdminSchool : canReadSchool;
  const outside = ids.filter((id) => !allowed(scope, id));
  if (outside.length) throw new DomainError("FORBIDDEN", "Some schools are outside your access", outside.map((id) => ({ path: ["school_ids"], code: "forbidden", message: id })));
}

export function assertGroups(scope: Scope, ids: readonly string[]): void {
  const outside = ids.filter((id) => !canReadGroup(scope, id));
  if (outside.length) throw new DomainError("FORBIDDEN", "Some groups are outside your access", outside.map((id) => ({ path: ["group_ids"], code: "forbidden", message: id })));
}

/** Prisma `where` fragments that services compose into their queries. */
export const schoolWhere = (scope: Scope) => (scope.all ? {} : { id: { in: scope.schoolIds } });
export const groupWhere = (scope: Scope) => (scope.all ? {} : { id: { in: scope.groupIds } });
