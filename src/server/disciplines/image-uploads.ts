import { randomUUID } from "node:crypto";
import type { UploadTarget } from "@/generated/prisma/enums";
import type { AuthUser } from "@/server/auth/user";
import { recordAudit } from "@/server/audit/record";
import type { PrismaClient } from "@/generated/prisma/client";
import type { Tx } from "@/server/db/client";
import { DomainError } from "@/server/errors/domain-error";
import {
  contentTypeFor,
  maxImageBytes,
  uploadLifetimeMs,
  type ObjectStorage,
  type PresignedPost,
} from "@/server/storage/object-storage";
import { disciplineSchoolIds } from "./audit-snapshot";
import { now as appNow } from "@/server/time/now";

/** The discipline column each target sets; a question's media file sets nothing. */
const field: Partial<Record<UploadTarget, "iconUrl" | "headerUrl">> = {
  DISCIPLINE_ICON: "iconUrl",
  DISCIPLINE_HEADER: "headerUrl",
};

/** A key that is unique per upload and keeps the (sanitised) file name for people. */
function keyFor(target: UploadTarget, disciplineId: number, fileName: string): string {
  const safe =
    fileName
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, "-")
      .replace(/^-+/, "")
      .slice(-80) || "image";
  return `disciplines/${disciplineId}/${target === "DISCIPLINE_ICON" ? "icon" : "header"}/${randomUUID()}-${safe}`;
}

/** Records an upload for a discipline image and returns its presigned POST target. */
export async function prepareUpload(
  tx: Tx,
  storage: ObjectStorage,
  actor: AuthUser,
  input: { target: UploadTarget; disciplineId: number; fileName: string; origin: string },
): Promise<{ upload: PresignedPost }> {
  const contentType = contentTypeFor(input.fileName);
  if (!contentType) throw new DomainError("BAD_REQUEST", "image_file_name_invalid", "Not an image file name");
  const key = keyFor(input.target, input.disciplineId, input.fileName);
  const expiresAt = new Date(Date.now() + uploadLifetimeMs);
  const upload = await tx.upload.create({
    data: { key, target: input.target, disciplineId: input.disciplineId, maxBytes: maxImageBytes, expiresAt },
  });
  await recordAudit(tx, actor, {
    action: "upload.prepare",
    entityId: upload.id,
    schoolIds: await disciplineSchoolIds(tx, input.disciplineId),
    after: {
      id: upload.id,
      key,
      target: upload.target,
      discipline_id: upload.disciplineId,
      max_bytes: upload.maxBytes,
      expires_at: expiresAt.toISOString(),
    },
  });
  return { upload: await storage.presignPost({ key, contentType, maxBytes: maxImageBytes, expiresAt }, input.origin) };
}

/**
 * Marks an upload done and points its discipline at the new image, in one transaction. The
 * upload must be pending: a key is used once. Returns false when it is not (already used).
 * The signed policy, not a user, authorises it: the audit entry's actor is the system.
 */
export async function completeUpload(prisma: PrismaClient, storage: ObjectStorage, key: string): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.upload.updateMany({
      where: { key, completedAt: null },
      data: { completedAt: appNow() },
    });
    if (count === 0) return false;
    const upload = await tx.upload.findUniqueOrThrow({ where: { key } });
    const column = field[upload.target];
    if (upload.disciplineId !== null && column) {
      const images = { iconUrl: true, headerUrl: true } as const;
      const before = await tx.discipline.findUniqueOrThrow({ where: { id: upload.disciplineId }, select: images });
      const after = await tx.discipline.update({
        where: { id: upload.disciplineId },
        data: { [column]: storage.publicUrl(key) },
        select: images,
      });
      const name = column === "iconUrl" ? "icon_url" : "header_url";
      await recordAudit(tx, null, {
        action: "discipline.image",
        entityId: upload.disciplineId,
        schoolIds: await disciplineSchoolIds(tx, upload.disciplineId),
        before: { [name]: before[column] },
        after: { [name]: after[column], upload_id: upload.id },
      });
    }
    return true;
  });
}

/** How long after expiry a pending S3 upload is still looked for (the POST may have started just in time). */
const settleGraceMs = 60 * 60 * 1000;

/**
 * S3 uploads go straight to the bucket, so the app learns of them on the next read: pending
 * uploads of these disciplines whose object now exists are completed (see docs/uploads.md).
 */
export async function settlePendingUploads(
  prisma: PrismaClient,
  storage: ObjectStorage,
  disciplineIds: number[],
): Promise<void> {
  if (storage.kind !== "s3" || disciplineIds.length === 0) return;
  const pending = await prisma.upload.findMany({
    where: {
      disciplineId: { in: disciplineIds },
      completedAt: null,
      expiresAt: { gt: new Date(Date.now() - settleGraceMs) },
    },
    orderBy: { createdAt: "asc" },
  });
  for (const upload of pending) {
    if (await storage.exists(upload.key)) await completeUpload(prisma, storage, upload.key);
  }
}
