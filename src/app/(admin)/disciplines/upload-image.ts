import type { AppIssue } from "@/lib/errors/app-issue";

/** An S3 presigned POST target, as returned by disciplines.create / disciplines.update. */
export type UploadTarget = { upload: { url: string; fields: Record<string, string> } };

/** A refused or failed upload; `reason` is the JSON error's reason and params when the storage sent one. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly reason?: Pick<AppIssue, "code" | "params">,
  ) {
    super(status ? `Upload failed with status ${status}` : "Upload failed");
    this.name = "UploadError";
  }
}

/** `{"error":{"reason","params"}}` (the app's local storage); S3 answers XML, which yields undefined. */
function errorReasonOf(xhr: XMLHttpRequest): UploadError["reason"] {
  try {
    const body: unknown = JSON.parse(xhr.responseText);
    if (typeof body === "object" && body !== null && "error" in body) {
      const error = (body as { error?: { reason?: unknown; params?: AppIssue["params"] } }).error;
      if (typeof error?.reason === "string") return { code: error.reason, params: error.params };
    }
  } catch {
    // Not JSON.
  }
  return undefined;
}

/**
 * Sends one file with the S3 presigned-POST protocol: every policy field first, in order, then the
 * file as `file`. Any 2xx is success. XMLHttpRequest rather than fetch, for upload progress.
 */
export function uploadImage(target: UploadTarget, file: File, onProgress?: (fraction: number) => void): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(target.upload.fields)) form.append(name, value);
  form.append("file", file);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", target.upload.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve();
      } else {
        reject(new UploadError(xhr.status, errorReasonOf(xhr)));
      }
    };
    xhr.onerror = () => reject(new UploadError(0));
    xhr.onabort = () => reject(new UploadError(0));
    xhr.send(form);
  });
}
