import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { DomainError } from "@/server/errors/domain-error";
import type { SignedPolicy } from "@/server/storage/local-storage";
import type { ApiRequest } from "@/server/http/api-request";

export type UploadForm = { policy: SignedPolicy; bytes: Uint8Array };

const unreadable = () => new DomainError("BAD_REQUEST", "form_unreadable", "The form could not be read");
const missing = () => new DomainError("BAD_REQUEST", "file_missing", "The form has no file field");

/**
 * Reads a presigned-POST form as it arrives. Its fields come before the file (the S3 protocol), so the policy is
 * checked before any of the file is kept, and the file is kept no further than the policy's limit: an unsigned or
 * oversized body costs the server its reading, never its memory. After a refusal the rest is read and dropped, so
 * the client still gets the answer rather than a reset connection.
 */
export function readUploadForm(
  request: ApiRequest,
  verify: (fields: Record<string, string>) => SignedPolicy,
  tooLarge: (policy: SignedPolicy) => DomainError,
): Promise<UploadForm> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let refusal: unknown;
    let form: UploadForm | undefined;
    const refuse = (error: unknown) => (refusal ??= error);
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": request.headers.get("content-type") ?? "" },
        limits: { fields: 32, fieldSize: 16 * 1024, files: 1, parts: 33 },
      });
    } catch {
      return reject(unreadable());
    }
    parser.on("field", (name, value) => (fields[name] = value));
    parser.on("file", (name, stream) => {
      let policy: SignedPolicy;
      try {
        if (name !== "file" || refusal) throw refusal ?? unreadable();
        policy = verify(fields);
      } catch (error) {
        refuse(error);
        return stream.resume();
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        if (refusal) return;
        size += chunk.length;
        if (size > policy.maxBytes) refuse(tooLarge(policy));
        else chunks.push(chunk);
      });
      stream.on("end", () => {
        if (!refusal) form = { policy, bytes: new Uint8Array(Buffer.concat(chunks, size)) };
      });
    });
    parser.on("partsLimit", () => refuse(unreadable()));
    parser.on("fieldsLimit", () => refuse(unreadable()));
    parser.on("error", () => reject(refusal ?? unreadable()));
    parser.on("close", () => {
      if (refusal) return reject(refusal);
      if (form && form.bytes.length > 0) return resolve(form);
      try {
        verify(fields);
        reject(missing());
      } catch (error) {
        reject(error);
      }
    });
    if (!request.body) return reject(missing());
    const body = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
    body.on("error", () => reject(refusal ?? unreadable()));
    body.pipe(parser);
  });
}
