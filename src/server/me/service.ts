import type { Ctx } from "@/server/context";
import { runNamed } from "@/server/db/run-named";
import { groupInScope, schoolInScope } from "@/server/scope/predicates";
import type { Me } from "./schema";

/**
 * The caller and what they can reach: every school and group for a platform admin, a student's
 * own memberships, otherwise the scope's. Named statements: /me is called on every page of client apps.
 */
export async function getMe(ctx: Ctx): Promise<Me> {
  const { db, scope } = ctx;
  const student = scope.role === "STUDENT";
  const schools = db.kysely.selectFrom("schools").select(["schools.id", "schools.name"])
    .where((eb) => student
      ? eb.exists(eb.selectFrom("school_memberships as m").select("m.user_id")
        .whereRef("m.school_id", "=", "schools.id").where("m.user_id", "=", scope.user.id))
      : schoolInScope(scope, eb.ref("schools.id")))
    .orderBy("schools.name");
  const groups = db.kysely.selectFrom("groups")
    .select((eb) => [
      "groups.id",
      "groups.name",
      "groups.school_id",
      eb.fn<number[]>("array", [eb.selectFrom("group_disciplines as gd").select("gd.discipline_id")
        .whereRef("gd.group_id", "=", "groups.id").orderBy("gd.discipline_id")]).as("discipline_ids"),
    ])
    .where((eb) => student
      ? eb.exists(eb.selectFrom("group_memberships as m").select("m.user_id")
        .whereRef("m.group_id", "=", "groups.id").where("m.user_id", "=", scope.user.id))
      : groupInScope(scope, eb.ref("groups.id")))
    .orderBy("groups.school_id").orderBy("groups.name");
  const [schoolRows, groupRows] = await Promise.all([
    runNamed(db.pool, "me-schools", schools),
    runNamed(db.pool, "me-groups", groups),
  ]);
  return { ...scope.user, schools: schoolRows, groups: groupRows };
}
