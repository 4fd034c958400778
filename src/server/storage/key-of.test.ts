import { describe, expect, it } from "vitest";
import { LocalStorage } from "./local-storage";
import { S3Storage } from "./s3-storage";

const key = "questions/0b8e2f6a-3c1d-4e5f-9a7b-2c4d6e8f0a1b/5e0a9c3f-8d2b-4c6e-a1f3-7b9d2e4f6a8c-grafico.png";

describe("keyOf, the key a stored URL names", () => {
  it("reads back every key of the local backend's paths, and nothing else", () => {
    const local = new LocalStorage("/nonexistent", "secret");
    expect(local.publicUrl(key)).toBe(`/api/uploads/${key}`);
    expect(local.keyOf(local.publicUrl(key))).toBe(key);
    expect(local.keyOf(`/api/uploads/${key}?download=1#top`)).toBe(key);
    expect(local.keyOf("/api/uploads/questions/s/caf%C3%A9.png")).toBe("questions/s/café.png");
    for (const other of [
      `https://app.example/api/uploads/${key}`,
      "/api/upload/a.png",
      "/api/uploads/",
      "/api/uploads/questions/../secret.png",
      "/api/uploads/questions//a.png",
      "/api/uploads/questions/%E0.png",
    ])
      expect(local.keyOf(other), other).toBeUndefined();
  });

  it("reads back the keys of a bucket's URLs, with or without a public URL, encoded or not", () => {
    const settings = { bucket: "media", region: "sa-east-1" };
    const buckets = [
      new S3Storage({ ...settings, endpoint: "http://127.0.0.1:9000" }),
      new S3Storage({ ...settings, publicUrl: "https://cdn.example/media/" }),
      new S3Storage(settings),
    ];
    for (const bucket of buckets) {
      for (const stored of [key, "questions/s/uma foto.png"])
        expect(bucket.keyOf(bucket.publicUrl(stored))).toBe(stored);
      expect(bucket.keyOf(`/api/uploads/${key}`)).toBeUndefined();
      expect(bucket.keyOf(`https://elsewhere.example/media/${key}`)).toBeUndefined();
    }
    expect(buckets[1]!.publicUrl(key)).toBe(`https://cdn.example/media/${key}`);
  });
});
