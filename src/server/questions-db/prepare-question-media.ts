import { recordAudit } from "@/server/audit/record";
import type { Ctx } from "@/server/context";
import { DomainError, RateLimitedError } from "@/server/errors/domain-error";
import { uploadLifetimeMs } from "@/server/storage/object-storage";
import { maxMediaBytes, mediaTypeFor } from "@/server/storage/media-types";
import { nowMs } from "@/server/time/now";
import { questionMediaKey } from "./question-media-key";
import type { QuestionMediaInput, QuestionMediaTarget } from "./media-schema";

/** Upload targets one user may ask for in an hour: what bounds the files they can leave unlinked. */
export const maxMediaTargetsPerHour = 100;
const hourMs = 3_600_000;

/**
 * A presigned POST target for a file that a question's markdown will link. The upload is recorded
 * so the local backend lets the target be used once; completing it updates nothing else. The
 * schema has checked the type and size, and the route the caller's access to the school. A user past
 * maxMediaTargetsPerHour (counted in the audit log, so across instances, on the audit's clock) is 429
 * `media_quota_exceeded`. The `url` is the link as question text stores it (docs/uploads.md).
 */
export async function prepareQuestionMedia(ctx: Ctx, input: QuestionMediaInput): Promise<QuestionMediaTarget> {
  // The schema refused names without a known type.
  const type = mediaTypeFor(input.file_name)!;
  const key = questionMediaKey(input.school_id, input.file_name);
  const maxBytes = maxMediaBytes[type.kind];
  const expiresAt = new Date(Date.now() + uploadLifetimeMs);
  await ctx.db.prisma.$transaction(async (tx) => {
    const recent = await tx.auditEntry.findMany({
      where: { actorUserId: ctx.scope.user.id, action: "upload.prepare", at: { gt: new Date(nowMs() - hourMs) } },
      select: { at: true },
      orderBy: { at: "desc" },
      take: maxMediaTargetsPerHour,
    });
    if (recent.length >= maxMediaTargetsPerHour) {
      const freedAt = recent.at(-1)!.at.getTime() + hourMs;
      throw new RateLimitedError(
        Math.max(1, Math.ceil((freedAt - nowMs()) / 1000)),
        "media_quota_exceeded",
        `At most ${maxMediaTargetsPerHour} files may be prepared per hour`,
        { max: maxMediaTargetsPerHour },
      );
    }
    // The scope check lets the platform admin name any id; the key must still name a real school.
    if ((await tx.school.count({ where: { id: input.school_id } })) === 0)
      throw new DomainError("UNPROCESSABLE", "referenced_record_missing", "The school does not exist", {
        issues: [{ path: ["school_id"], code: "referenced_record_missing", message: "Unknown school" }],
      });
    const upload = await tx.upload.create({ data: { key, target: "QUESTION_MEDIA", maxBytes, expiresAt } });
    await recordAudit(tx, ctx.scope.user, {
      action: "upload.prepare",
      entityId: upload.id,
      schoolIds: [input.school_id],
      after: { id: upload.id, key, target: upload.target, max_bytes: maxBytes, expires_at: expiresAt.toISOString() },
    });
  });
  const upload = await ctx.storage.presignPost({ key, contentType: type.contentType, maxBytes, expiresAt }, ctx.origin);
  // The link the markdown keeps, as stored: a path on this app for the local backend, never the request's host.
  return { upload, url: ctx.storage.publicUrl(key), kind: type.kind };
}
