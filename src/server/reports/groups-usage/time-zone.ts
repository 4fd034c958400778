import { DEFAULT_TIME_ZONE } from "@/lib/time/default-time-zone";
import type { Ctx } from "@/server/context";

/** The time zone a groups-usage report counts its days in: that of the school of its first group (by id). */
export async function groupsTimeZone(ctx: Ctx, groupIds: readonly string[]): Promise<string> {
  const group = await ctx.db.prisma.group.findFirst({
    where: { id: { in: [...groupIds] } },
    select: { school: { select: { timeZone: true } } },
    orderBy: { id: "asc" },
  });
  return group?.school.timeZone ?? DEFAULT_TIME_ZONE;
}
