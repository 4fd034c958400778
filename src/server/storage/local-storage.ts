import { createHmac, timingSafeEqual } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { DomainError } from "@/server/errors/domain-error";
import { keyOfPath, type ObjectStorage, type PresignedPost, type UploadPolicy } from "./object-storage";

export type SignedPolicy = { key: string; contentType: string; maxBytes: number; expires: number };

/**
 * The S3 presigned-POST protocol served by the app itself over a directory: the policy is signed
 * with the app's secret and verified by POST /api/uploads before the file is kept.
 */
export class LocalStorage implements ObjectStorage {
  readonly kind = "local" as const;

  constructor(
    private readonly root: string,
    private readonly secret: string,
  ) {}

  private sign(policy: string): string {
    return createHmac("sha256", this.secret).update(policy).digest("base64url");
  }

  async presignPost(policy: UploadPolicy, origin: string): Promise<PresignedPost> {
    const signed: SignedPolicy = {
      key: policy.key,
      contentType: policy.contentType,
      maxBytes: policy.maxBytes,
      expires: policy.expiresAt.getTime(),
    };
    const encoded = Buffer.from(JSON.stringify(signed)).toString("base64url");
    return {
      url: `${origin}/api/uploads`,
      fields: { key: policy.key, "Content-Type": policy.contentType, policy: encoded, signature: this.sign(encoded) },
    };
  }

  /** The policy of a posted form, or a 4xx: tampered (403), expired (403), key or type changed (403). */
  verify(fields: Record<string, string>, now = Date.now()): SignedPolicy {
    const { policy = "", signature = "" } = fields;
    const expected = Buffer.from(this.sign(policy));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw new DomainError("FORBIDDEN", "upload_policy_invalid", "The upload policy signature does not match");
    let decoded: SignedPolicy;
    try {
      decoded = JSON.parse(Buffer.from(policy, "base64url").toString("utf8")) as SignedPolicy;
    } catch {
      throw new DomainError("BAD_REQUEST", "upload_policy_invalid", "The upload policy is malformed");
    }
    if (decoded.expires < now)
      throw new DomainError("FORBIDDEN", "upload_policy_expired", "The upload policy has expired");
    if (fields.key !== decoded.key)
      throw new DomainError("FORBIDDEN", "upload_policy_invalid", "The key does not match the upload policy");
    if (fields["Content-Type"] !== decoded.contentType)
      throw new DomainError("FORBIDDEN", "upload_policy_invalid", "The Content-Type does not match the upload policy");
    return decoded;
  }

  private fileOf(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(path.resolve(this.root) + path.sep))
      throw new DomainError("BAD_REQUEST", "upload_policy_invalid", "Invalid key");
    return file;
  }

  async write(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.fileOf(key);
    // Private like the rest of DATA_DIR (see private-data-dir.ts).
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await fs.writeFile(`${file}.part`, bytes, { mode: 0o600 });
    await fs.rename(`${file}.part`, file);
  }

  put(key: string, bytes: Uint8Array): Promise<void> {
    return this.write(key, bytes);
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.fileOf(key), { force: true });
  }

  async read(key: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(this.fileOf(key));
    } catch {
      return undefined;
    }
  }

  async exists(key: string): Promise<boolean> {
    return fs.access(this.fileOf(key)).then(
      () => true,
      () => false,
    );
  }

  /** A path: the app serves the file itself, on whatever origin a client reaches it by. */
  publicUrl(key: string): string {
    return `${servedAt}${key}`;
  }

  keyOf(url: string): string | undefined {
    return url.startsWith(servedAt) ? keyOfPath(url.slice(servedAt.length)) : undefined;
  }
}

const servedAt = "/api/uploads/";
