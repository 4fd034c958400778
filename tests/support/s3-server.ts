import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { freePort } from "./pg-cluster";
import { makeWritesDurable } from "./s3rver-durable-writes";

/** An S3-compatible server on loopback, speaking the real S3 protocol (s3rver). */
export async function startS3Server(bucket: string) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const port = await freePort();
  const server = new S3rver({
    port,
    address: "127.0.0.1",
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  makeWritesDurable(server.store);
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver's built-in account.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
