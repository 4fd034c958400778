import { expect } from "vitest";
import type { ObjectStorage } from "@/server/storage/object-storage";
import { S3Storage } from "@/server/storage/s3-storage";
import { localTestStorage } from "./deps";
import type { JsonClient } from "./http";
import { postUploadForm } from "./images";
import { startS3Server } from "./s3-server";

export type StorageBackend = {
  name: string;
  storage: () => Promise<{ storage: ObjectStorage; close: () => Promise<void> }>;
};

/** The two upload backends, each on the real protocol: the app's own directory, and S3 (s3rver on loopback). */
export const storageBackends: StorageBackend[] = [
  { name: "the local backend", storage: async () => ({ storage: localTestStorage(), close: async () => {} }) },
  {
    name: "an S3 bucket",
    storage: async () => {
      const s3 = await startS3Server("media");
      const storage = new S3Storage({
        bucket: "media",
        region: "us-east-1",
        endpoint: s3.endpoint,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
      });
      return { storage, close: () => s3.close() };
    },
  },
];

/**
 * A file uploaded for a question as the editor uploads it: a target from POST /api/exams/questions-db/media, then
 * the form. `uploadsAt` replaces the local backend's form URL (made on APP_URL, which a test may not serve).
 * Answers the link the editor puts in the markdown and the file's key.
 */
export async function uploadQuestionMedia(
  client: JsonClient,
  schoolId: string,
  file: { name: string; type: string; bytes: Buffer },
  uploadsAt?: string,
): Promise<{ url: string; key: string }> {
  const target = await client("POST", "/api/exams/questions-db/media", {
    school_id: schoolId,
    file_name: file.name,
    size: file.bytes.length,
  });
  expect(target.status, JSON.stringify(target.body)).toBe(201);
  const upload = uploadsAt && target.body.upload.url.endsWith("/api/uploads") ? { url: uploadsAt } : {};
  const posted = await postUploadForm({ upload: { ...target.body.upload, ...upload } }, file);
  expect(posted.status, await posted.text()).toBeLessThan(300);
  return { url: target.body.url, key: target.body.upload.fields.key };
}
