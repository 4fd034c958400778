import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

type StoredObject = { bucket: string; key: string; content: Buffer | Readable; metadata: Record<string, string> };

export type S3rverStore = {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
};

/**
 * s3rver 3.7.1's filesystem store answers an upload before its file is written: it resolves when the bytes have
 * been handed to the write stream, not when the stream has closed, so a GET right after the POST can find no file
 * (404) or a short one. This store method resolves once the file is on disk, as S3 itself does.
 */
export function makeWritesDurable(store: S3rverStore) {
  store.putObject = async (object) => {
    const objectPath = store.getResourcePath(object.bucket, object.key, "object");
    await fs.promises.mkdir(path.dirname(objectPath), { recursive: true });
    const md5 = crypto.createHash("md5");
    let size = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        md5.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    const content = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
    await pipeline(content, count, fs.createWriteStream(objectPath));
    const digest = md5.digest("hex");
    await store.putMetadata(object.bucket, object.key, object.metadata, digest);
    return { size, md5: digest };
  };
}
