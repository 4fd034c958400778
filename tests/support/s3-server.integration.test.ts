import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import S3rver from "s3rver";
import { afterAll, describe, expect, it } from "vitest";
import { makeWritesDurable } from "./s3rver-durable-writes";

// The uploads tests read an object right after its POST; the S3 server they run must have stored it by then.
describe("the tests' S3 server", () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

  it("has written an object whole when it says it is stored, from bytes or from a stream", async () => {
    const { store } = new S3rver({ directory, silent: true });
    makeWritesDurable(store);
    // Large enough that writing the file takes longer than what s3rver does after it.
    const bytes = Buffer.alloc(128 * 1024 * 1024, 7);
    const half = bytes.length / 2;
    const contents = { bytes, stream: Readable.from([bytes.subarray(0, half), bytes.subarray(half)]) };
    for (const [key, content] of Object.entries(contents)) {
      const stored = await store.putObject({ bucket: "media", key, content, metadata: {} });
      expect(stored.size).toBe(bytes.length);
      expect(fs.statSync(store.getResourcePath("media", key, "object")).size, key).toBe(bytes.length);
    }
  });
});
