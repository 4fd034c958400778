import type { Ctx } from "@/server/context";
import { preparedQuery } from "@/server/db/prepared-query";
import { groupInScope, schoolInScope } from "@/server/scope/predicates";
import type { Me } from "./schema";

type Shape = "all" | "student" | "scoped";
type Values = { userId: string; schoolIds: string[]; groupIds: string[] };

const schoolsQuery = preparedQuery("me-schools", (k, shape: Shape, v: Values) =>
  k
    .selectFrom("schools")
    .select(["schools.id", "schools.name", "schools.time_zone"])
    .where((eb) =>
      shape === "student"
        ? eb.exists(
            eb
              .selectFrom("school_memberships as m")
              .select("m.user_id")
              .whereRef("m.school_id", "=", "schools.id")
              .where("m.user_id", "=", v.userId),
          )
        : schoolInScope({ all: shape === "all", schoolIds: v.schoolIds, adminSchoolIds: [] }, eb.ref("schools.id")),
    )
    .orderBy("schools.name"),
);

const groupsQuery = preparedQuery("me-groups", (k, shape: Shape, v: Values) =>
  k
    .selectFrom("groups")
    .select((eb) => [
      "groups.id",
      "groups.name",
      "groups.school_id",
      eb
        .fn<number[]>("array", [
          eb
            .selectFrom("group_disciplines as gd")
            .select("gd.discipline_id")
            .whereRef("gd.group_id", "=", "groups.id")
            .orderBy("gd.discipline_id"),
        ])
        .as("discipline_ids"),
    ])
    .where((eb) =>
      shape === "student"
        ? eb.exists(
            eb
              .selectFrom("group_memberships as m")
              .select("m.user_id")
              .whereRef("m.group_id", "=", "groups.id")
              .where("m.user_id", "=", v.userId),
          )
        : groupInScope({ all: shape === "all", groupIds: v.groupIds }, eb.ref("groups.id")),
    )
    .orderBy("groups.school_id")
    .orderBy("groups.name"),
);

/**
 * The caller and what they can reach: every school and group for a platform admin, a student's
 * own memberships, otherwise the scope's. Prepared statements: /me is called on every page of client apps.
 */
export async function getMe(ctx: Ctx): Promise<Me> {
  const { db, scope } = ctx;
  const shape: Shape = scope.all ? "all" : scope.role === "STUDENT" ? "student" : "scoped";
  const values = { userId: scope.user.id, schoolIds: scope.schoolIds, groupIds: scope.groupIds };
  const [schools, groups] = await Promise.all([
    schoolsQuery(db.pool, shape, values),
    groupsQuery(db.pool, shape, values),
  ]);
  // The caller's credential stays inside: the answer is the documented record, field by field.
  const { id, email, name, role } = scope.user;
  return { id, email, name, role, schools, groups };
}
