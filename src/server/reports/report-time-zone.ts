import type { Ctx } from "@/server/context";
import { userTimeZone } from "@/server/time/user-time-zone";

/**
 * The zone a report counts its days and names its file in (docs/time.md, "Which school"): that of
 * the first group or school asked for (by id), else the caller's school's.
 */
export async function reportTimeZone(ctx: Ctx, filter: { group_ids?: string[]; school_ids?: string[] }) {
  if (filter.group_ids?.length) {
    const group = await ctx.db.kysely
      .selectFrom("groups")
      .innerJoin("schools", "schools.id", "groups.school_id")
      .select("schools.time_zone")
      .where("groups.id", "in", filter.group_ids)
      .orderBy("groups.id")
      .executeTakeFirst();
    if (group) return group.time_zone;
  }
  if (filter.school_ids?.length) {
    const school = await ctx.db.kysely
      .selectFrom("schools")
      .select("time_zone")
      .where("id", "in", filter.school_ids)
      .orderBy("id")
      .executeTakeFirst();
    if (school) return school.time_zone;
  }
  return userTimeZone(ctx.db, ctx.scope.user.id);
}
