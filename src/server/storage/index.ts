import path from "node:path";
import { authSecret } from "@/server/secret";
import { env } from "@/server/env";
import { LocalStorage } from "./local-storage";
import type { ObjectStorage } from "./object-storage";
import { S3Storage } from "./s3-storage";

let cached: ObjectStorage | undefined;

/** The app's object storage, chosen by STORAGE (local directory in DATA_DIR, or S3). */
export function storage(): ObjectStorage {
  if (cached) return cached;
  const e = env();
  if (e.STORAGE === "s3") {
    if (!e.S3_BUCKET) throw new Error("STORAGE=s3 needs S3_BUCKET");
    cached = new S3Storage({
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      publicUrl: e.S3_PUBLIC_URL,
    });
  } else {
    cached = new LocalStorage(path.join(e.dataDir, "uploads"), authSecret());
  }
  return cached;
}
