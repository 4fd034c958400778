import { recordAudit } from "@/server/audit/record";
import type { Ctx } from "@/server/context";
import { kyselyIn } from "@/server/db/kysely";
import { DomainError } from "@/server/errors/domain-error";
import { feedUrl, hashFeedSecret, newFeedSecret } from "./feed-secret";
import { feedAuditSchools, feedAuditSnapshot, toFeedRecord } from "./feed-record";
import type { CreateCalendarFeedInput, CreatedCalendarFeed } from "./schema";
import { now as appNow } from "@/server/time/now";

const schoolRequired = () =>
  new DomainError("UNPROCESSABLE", "calendar_feed_school_required", "Name the school whose feed to create", {
    issues: [{ path: ["school_id"], code: "required", message: "Required" }],
  });

/**
 * Creates the caller's feed, their own as a teacher or a school's (policy and scope let through only an
 * administrator of it), and revokes the one it replaces: a rotation leaves one URL working. The URL is
 * in this answer only.
 */
export async function createCalendarFeed(ctx: Ctx, input: CreateCalendarFeedInput): Promise<CreatedCalendarFeed> {
  const user = ctx.scope.user;
  const schoolId = input.school_id ?? null;
  if (!schoolId && ctx.scope.role !== "TEACHER") throw schoolRequired();
  const secret = newFeedSecret();
  const row = await ctx.db.prisma.$transaction(async (tx) => {
    const k = kyselyIn(tx);
    // Two rotations at once would each leave their own URL working: the owner's row orders them.
    await k.selectFrom("users").select("id").where("id", "=", user.id).forUpdate().execute();
    if (schoolId && !(await k.selectFrom("schools").select("id").where("id", "=", schoolId).executeTakeFirst())) {
      // Only the platform admin gets here with an unknown id: the scope refuses it to everyone else.
      throw new DomainError("UNPROCESSABLE", "calendar_feed_school_unknown", "No school with this id", {
        issues: [{ path: ["school_id"], code: "calendar_feed_school_unknown", message: "Unknown school" }],
      });
    }
    const replaced = await tx.calendarFeed.findMany({ where: { userId: user.id, schoolId, revokedAt: null } });
    const revokedAt = appNow();
    await tx.calendarFeed.updateMany({ where: { id: { in: replaced.map((r) => r.id) } }, data: { revokedAt } });
    const created = await tx.calendarFeed.create({
      data: { userId: user.id, schoolId, secretHash: hashFeedSecret(secret) },
    });
    await recordAudit(
      tx,
      user,
      ...replaced.map((r) => ({
        action: "calendar_feed.revoke" as const,
        entityId: r.id,
        schoolIds: feedAuditSchools(r),
        before: feedAuditSnapshot(r),
        after: feedAuditSnapshot({ ...r, revokedAt }),
      })),
      {
        action: "calendar_feed.create",
        entityId: created.id,
        schoolIds: feedAuditSchools(created),
        after: feedAuditSnapshot(created),
      },
    );
    return created;
  });
  return { ...toFeedRecord(row), url: feedUrl(ctx.origin, secret) };
}
