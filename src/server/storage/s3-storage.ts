import { HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { createPresignedPost } from "@aws-sdk/s3-presigned-post";
import type { ObjectStorage, PresignedPost, UploadPolicy } from "./object-storage";

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Base URL under which objects are publicly readable; default: endpoint/bucket. */
  publicUrl?: string;
};

/** An S3-compatible bucket; the bucket checks the policy, so the app never sees the bytes. */
export class S3Storage implements ObjectStorage {
  readonly kind = "s3" as const;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: Boolean(settings.endpoint),
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
    });
  }

  async presignPost(policy: UploadPolicy): Promise<PresignedPost> {
    const seconds = Math.max(1, Math.round((policy.expiresAt.getTime() - Date.now()) / 1000));
    return createPresignedPost(this.client, {
      Bucket: this.settings.bucket,
      Key: policy.key,
      Fields: { "Content-Type": policy.contentType },
      Conditions: [["content-length-range", 1, policy.maxBytes], { "Content-Type": policy.contentType }],
      Expires: seconds,
    });
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return true;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || status === 403) return false;
      throw error;
    }
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: bytes, ContentType: contentType }),
    );
  }

  publicUrl(key: string): string {
    const base =
      this.settings.publicUrl ??
      `${this.settings.endpoint ?? `https://${this.settings.bucket}.s3.${this.settings.region}.amazonaws.com`}${this.settings.endpoint ? `/${this.settings.bucket}` : ""}`;
    return `${base.replace(/\/$/, "")}/${key.split("/").map(encodeURIComponent).join("/")}`;
  }
}
