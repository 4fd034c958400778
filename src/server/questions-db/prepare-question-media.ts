import { recordAudit } from "@/server/audit/record";
import type { Ctx } from "@/server/context";
import { DomainError } from "@/server/errors/domain-error";
import { absoluteUrl } from "@/server/http/public-origin";
import { uploadLifetimeMs } from "@/server/storage/object-storage";
import { maxMediaBytes, mediaTypeFor } from "@/server/storage/media-types";
import { questionMediaKey } from "./question-media-key";
import type { QuestionMediaInput, QuestionMediaTarget } from "./media-schema";

/**
 * A presigned POST target for a file that a question's markdown will link. The upload is recorded
 * so the local backend lets the target be used once; completing it updates nothing else. The
 * schema has checked the type and size, and the route the caller's access to the school.
 */
export async function prepareQuestionMedia(ctx: Ctx, input: QuestionMediaInput): Promise<QuestionMediaTarget> {
  // The schema refused names without a known type.
  const type = mediaTypeFor(input.file_name)!;
  const key = questionMediaKey(input.school_id, input.file_name);
  const maxBytes = maxMediaBytes[type.kind];
  const expiresAt = new Date(Date.now() + uploadLifetimeMs);
  await ctx.db.prisma.$transaction(async (tx) => {
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
  return { upload, url: absoluteUrl(ctx.storage.publicUrl(key), ctx.origin), kind: type.kind };
}
