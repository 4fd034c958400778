import type { AppDeps } from "@/server/app-deps";
import { DomainError } from "@/server/errors/domain-error";
import { errorResponse } from "@/server/http/error-response";
import { LocalStorage } from "@/server/storage/local-storage";
import { acceptLocalUpload } from "./accept-local-upload";
import { uploadedFileResponse } from "./uploaded-file-response";
import type { ApiRequest } from "@/server/http/api-request";

/**
 * The local backend's presigned-POST endpoint (POST /api/uploads) and file server
 * (GET /api/uploads/{key}); authorised by the signed policy and unguessable keys, not a session.
 */
export async function postUpload(deps: AppDeps, request: ApiRequest): Promise<Response> {
  try {
    if (!(deps.storage instanceof LocalStorage))
      throw new DomainError("NOT_FOUND", "route_not_found", "Uploads go to the S3 bucket");
    await acceptLocalUpload(deps.db.prisma, deps.storage, request);
    return new Response(null, { status: 204 });
  } catch (error) {
    return errorResponse(error);
  }
}

export function getUpload(deps: AppDeps, key: string): Promise<Response> {
  return uploadedFileResponse(deps.storage instanceof LocalStorage ? deps.storage : undefined, key);
}
