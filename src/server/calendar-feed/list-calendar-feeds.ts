import type { Ctx } from "@/server/context";
import { schoolInScope } from "@/server/scope/predicates";
import { toFeedRecord } from "./feed-record";
import type { CalendarFeedSlot } from "./schema";

/** The feeds the caller may have (a teacher their own, an administrator one per school) and which are active. */
export async function listCalendarFeeds(ctx: Ctx): Promise<CalendarFeedSlot[]> {
  const { scope } = ctx;
  const [schools, feeds] = await Promise.all([
    scope.role === "TEACHER"
      ? []
      : ctx.db.kysely
          .selectFrom("schools")
          .select(["schools.id", "schools.name"])
          .where((eb) => schoolInScope(scope, eb.ref("schools.id"), "admin"))
          .orderBy("schools.name")
          .execute(),
    ctx.db.prisma.calendarFeed.findMany({ where: { userId: scope.user.id, revokedAt: null } }),
  ]);
  const active = (schoolId: string | null) => feeds.find((f) => f.schoolId === schoolId);
  const slots = scope.role === "TEACHER" ? [{ id: null, name: null }] : schools;
  return slots.map((s) => {
    const feed = active(s.id);
    return { school_id: s.id, school_name: s.name, feed: feed ? toFeedRecord(feed) : null };
  });
}
