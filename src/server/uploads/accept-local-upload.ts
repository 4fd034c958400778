import type { PrismaClient } from "@/generated/prisma/client";
import { completeUpload } from "@/server/disciplines/image-uploads";
import { DomainError } from "@/server/errors/domain-error";
import { unsupportedMediaType } from "@/server/http/unsupported-media-type";
import type { LocalStorage } from "@/server/storage/local-storage";
import { looksLike } from "@/server/storage/media-signature";
import { maxAnyMediaBytes } from "@/server/storage/media-types";
import { readUploadForm } from "./read-upload-form";
import type { ApiRequest } from "@/server/http/api-request";

/** Room for the form's other fields and boundaries around the file. */
const formOverheadBytes = 64 * 1024;

const isImage = (contentType: string) => contentType.startsWith("image/");

/** Images keep their own message (discipline icons and headers are only images). */
const tooLarge = (contentType: string, max: number) =>
  new DomainError(
    "PAYLOAD_TOO_LARGE",
    isImage(contentType) ? "image_too_large" : "media_too_large",
    `The file may have at most ${max} bytes`,
    { params: { max, megabytes: max / 1048576 } },
  );

/**
 * POST /api/uploads with the local backend: the S3 presigned-POST form (fields, then `file`).
 * Everything is checked before the file is stored; a refused upload leaves the old image in place.
 */
export async function acceptLocalUpload(
  prisma: PrismaClient,
  storage: LocalStorage,
  request: ApiRequest,
): Promise<void> {
  const length = Number(request.headers.get("content-length") ?? NaN);
  if (!Number.isFinite(length))
    throw new DomainError("BAD_REQUEST", "content_length_required", "Content-Length is required");
  if (length > maxAnyMediaBytes + formOverheadBytes) throw tooLarge("", maxAnyMediaBytes);
  if (!/^multipart\/form-data/i.test(request.headers.get("content-type") ?? ""))
    throw unsupportedMediaType("multipart_required", ["multipart/form-data"]);

  const { policy, bytes } = await readUploadForm(
    request,
    (fields) => storage.verify(fields),
    (signed) => tooLarge(signed.contentType, signed.maxBytes),
  );
  if (!looksLike(policy.contentType, bytes))
    throw new DomainError(
      "UNSUPPORTED_MEDIA_TYPE",
      isImage(policy.contentType) ? "image_type_mismatch" : "media_type_mismatch",
      `The file is not of type ${policy.contentType}`,
      { params: { contentType: policy.contentType } },
    );

  const pending = await prisma.upload.findFirst({ where: { key: policy.key, completedAt: null } });
  if (!pending) throw new DomainError("CONFLICT", "upload_used", "This upload target was already used");
  await storage.write(policy.key, bytes);
  await completeUpload(prisma, storage, policy.key);
}
