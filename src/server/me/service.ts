import { namedStatement, type Database } from "@/server/db/client";
import type { Scope } from "@/server/scope/scope";
import type { Me } from "./schema";

/**
 * Which schools and groups: all (platform admin), the student's own memberships, or the scope's
 * ids. $1 all, $2 the user, $3 whether the user is a student, $4 the scope's ids.
 */
const schoolsStatement = namedStatement(
  "me-schools",
  `
  SELECT s.id::text AS id, s.name FROM schools s
  WHERE $1 OR ($3 AND EXISTS (SELECT 1 FROM school_memberships m WHERE m.school_id = s.id AND m.user_id = $2)) OR (NOT $3 AND s.id = ANY($4::uuid[]))
  ORDER BY s.name`,
);
const groupsStatement = namedStatement(
  "me-groups",
  `
  SELECT g.id::text AS id, g.name, g.school_id::text AS school_id,
    array(SELECT gd.discipline_id FROM group_disciplines gd WHERE gd.group_id = g.id ORDER BY gd.discipline_id) AS discipline_ids
  FROM groups g
  WHERE $1 OR ($3 AND EXISTS (SELECT 1 FROM group_memberships m WHERE m.group_id = g.id AND m.user_id = $2)) OR (NOT $3 AND g.id = ANY($4::uuid[]))
  ORDER BY g.school_id, g.name`,
);

/** The caller and what they can reach; a student sees their own school and groups. SQL: /me is called on every page of client apps. */
export async function getMe(db: Database, scope: Scope): Promise<Me> {
  const student = scope.role === "STUDENT";
  const [schools, groups] = await Promise.all([
    db.pool.query<Me["schools"][number]>(schoolsStatement, [scope.all, scope.user.id, student, scope.schoolIds]),
    db.pool.query<Me["groups"][number]>(groupsStatement, [scope.all, scope.user.id, student, scope.groupIds]),
  ]);
  return { ...scope.user, schools: schools.rows, groups: groups.rows };
}
