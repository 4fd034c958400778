import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { createPresignedPost } from "@aws-sdk/s3-presigned-post";
import { keyOfPath, type ObjectStorage, type PresignedPost, type UploadPolicy } from "./object-storage";

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
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: bytes, ContentType: contentType }),
    );
  }

  /** Where objects are read, without a trailing slash. */
  private get base(): string {
    const { publicUrl, endpoint, bucket, region } = this.settings;
    const base = publicUrl ?? (endpoint ? `${endpoint}/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`);
    return base.replace(/\/$/, "");
  }

  publicUrl(key: string): string {
    return `${this.base}/${key.split("/").map(encodeURIComponent).join("/")}`;
  }

  keyOf(url: string): string | undefined {
    const base = `${this.base}/`;
    return url.startsWith(base) ? keyOfPath(url.slice(base.length)) : undefined;
  }
}

/** A key the bucket does not hold: S3 answers 404, or 403 when the caller may not list the bucket. */
const isMissing = (error: unknown) => {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404 || status === 403;
};
