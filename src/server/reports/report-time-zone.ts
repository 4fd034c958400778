import type { Ctx } from "@/server/context";
import { userTimeZone } from "@/server/me/user-time-zone";
import { groupsTimeZone } from "./groups-usage/time-zone";

/**
 * The zone of a report's file name (docs/time.md, "Which school"): that of the first group or
 * school asked for (by id), else the caller's school's.
 */
export async function reportTimeZone(ctx: Ctx, filter: { group_ids?: string[]; school_ids?: string[] }) {
  if (filter.group_ids?.length) return groupsTimeZone(ctx, filter.group_ids);
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
