import { recordAudit } from "@/server/audit/record";
import type { Ctx } from "@/server/context";
import { notFound } from "@/server/errors/domain-error";
import { feedAuditSchools, feedAuditSnapshot, toFeedRecord } from "./feed-record";
import type { CalendarFeedIdInput, CalendarFeedRecord } from "./schema";
import { now as appNow } from "@/server/time/now";

/** Feeds are personal, like API tokens: another user's is 404 for everyone. The URL stops at once. */
export async function revokeCalendarFeed(ctx: Ctx, { id }: CalendarFeedIdInput): Promise<CalendarFeedRecord> {
  const user = ctx.scope.user;
  return ctx.db.prisma.$transaction(async (tx) => {
    const { count } = await tx.calendarFeed.updateMany({
      where: { id, userId: user.id, revokedAt: null },
      data: { revokedAt: appNow() },
    });
    const row = await tx.calendarFeed.findFirst({ where: { id, userId: user.id } });
    if (!row || (count === 0 && !row.revokedAt)) throw notFound("calendar_feed_not_found", "Calendar feed");
    // Revoking a revoked feed changes nothing, so it leaves no entry.
    if (count === 1)
      await recordAudit(tx, user, {
        action: "calendar_feed.revoke",
        entityId: id,
        schoolIds: feedAuditSchools(row),
        before: feedAuditSnapshot({ ...row, revokedAt: null }),
        after: feedAuditSnapshot(row),
      });
    return toFeedRecord(row);
  });
}
