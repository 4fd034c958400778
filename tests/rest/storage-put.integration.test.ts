import { afterAll, beforeAll, expect, it } from "vitest";
import { S3Storage } from "@/server/storage/s3-storage";
import { localTestStorage } from "../support/deps";
import { startS3Server } from "../support/s3-server";

// What an import stores itself (Moodle XML's embedded files), on both backends.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server("imports");
});
afterAll(() => s3.close());

it("puts bytes in an S3 bucket, readable at the object's public URL with its type", async () => {
  const storage = new S3Storage({
    bucket: "imports",
    region: "us-east-1",
    endpoint: s3.endpoint,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
  });
  await storage.put("questions/x/1-a.png", png, "image/png");
  expect(await storage.exists("questions/x/1-a.png")).toBe(true);
  const served = await fetch(storage.publicUrl("questions/x/1-a.png"));
  expect(served.headers.get("content-type")).toBe("image/png");
  expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
});

it("puts bytes in the local directory", async () => {
  const storage = localTestStorage();
  await storage.put("questions/x/2-a.png", png);
  expect(await storage.read("questions/x/2-a.png")).toEqual(png);
});
