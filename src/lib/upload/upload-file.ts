import { appErrorOfBody, RestError } from "@/lib/errors/rest-error";

/** An S3 presigned POST target, as returned by disciplines.create / .update and questions.prepareMedia. */
export type UploadTarget = { upload: { url: string; fields: Record<string, string> } };

/**
 * Sends one file with the S3 presigned-POST protocol: every policy field first, in order, then the
 * file as `file`. Any 2xx is success. XMLHttpRequest rather than fetch, for upload progress.
 */
export function uploadFile(target: UploadTarget, file: File, onProgress?: (fraction: number) => void): Promise<void> {
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
        reject(new RestError(xhr.status, appErrorOfBody(xhr.responseText)));
      }
    };
    xhr.onerror = () => reject(new RestError(0, undefined));
    xhr.onabort = () => reject(new RestError(0, undefined));
    xhr.send(form);
  });
}
