/** An S3 presigned POST: send `fields`, then the file as the form field `file`, to `url`. */
export type PresignedPost = { url: string; fields: Record<string, string> };

export type UploadPolicy = { key: string; contentType: string; maxBytes: number; expiresAt: Date };

/** Object storage behind uploads: a local directory (default) or an S3-compatible bucket. */
export interface ObjectStorage {
  readonly kind: "local" | "s3";
  /** `origin` is the app's public origin, for backends that serve uploads themselves. */
  presignPost(policy: UploadPolicy, origin: string): Promise<PresignedPost>;
  exists(key: string): Promise<boolean>;
  /** Stores bytes the app itself received (a question import's embedded files). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes stored under a key, or undefined when there are none (a question export's embedded files). */
  read(key: string): Promise<Buffer | undefined>;
  /** The URL stored for a key: absolute for a bucket, a path for files the app serves itself. */
  publicUrl(key: string): string;
  /** The key a URL of publicUrl's names, or undefined for any other URL. */
  keyOf(url: string): string | undefined;
}

/**
 * Image types accepted for icons and headers, by file extension: raster only. An SVG is a document
 * that can carry script; served from the app's origin it would run with the viewer's session.
 */
export const imageContentTypes: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

export const maxImageBytes = 5 * 1024 * 1024;
export const uploadLifetimeMs = 15 * 60 * 1000;

export function contentTypeFor(fileName: string): string | undefined {
  return imageContentTypes[fileName.split(".").pop()?.toLowerCase() ?? ""];
}

/** A URL's path below the storage's base as a key: query and escapes undone; none if malformed or climbing out. */
export function keyOfPath(path: string): string | undefined {
  let key: string;
  try {
    key = path
      .replace(/[?#].*$/s, "")
      .split("/")
      .map(decodeURIComponent)
      .join("/");
  } catch {
    return undefined;
  }
  const parts = key.split("/");
  return key && !parts.some((part) => part === "" || part === "." || part === "..") ? key : undefined;
}
