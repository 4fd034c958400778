import { describe, expect, it } from "vitest";
import { DomainError } from "@/server/errors/domain-error";
import type { SignedPolicy } from "@/server/storage/local-storage";
import { readUploadForm } from "./read-upload-form";

const boundary = "----upload-test";
const policy: SignedPolicy = { key: "k/a.png", contentType: "image/png", maxBytes: 1024, expires: 0 };
const part = (name: string, value: string) =>
  `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead =
  `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\n` +
  "content-type: image/png\r\n\r\n";

/** The most live memory outside V8's heap seen while the bodies were read (sampled after a collection). */
let peakBuffers = 0;

/** A form whose file is `fileBytes` zeros, produced as it is read (never held whole by the test). */
function formRequest(fields: Record<string, string>, fileBytes: number) {
  const encoder = new TextEncoder();
  const chunkBytes = 64 * 1024;
  let pulls = 0;
  let left = fileBytes;
  let stage = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (++pulls % 64 === 0) {
        globalThis.gc?.();
        peakBuffers = Math.max(peakBuffers, process.memoryUsage().arrayBuffers);
      }
      if (stage === 0) {
        const head = Object.entries(fields).map(([name, value]) => part(name, value));
        controller.enqueue(encoder.encode(head.join("") + fileHead));
        stage = 1;
      } else if (left > 0) {
        // A new chunk each time, as a socket's would be: what the reader keeps stays allocated.
        const size = Math.min(left, chunkBytes);
        controller.enqueue(new Uint8Array(size));
        left -= size;
      } else {
        controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
        controller.close();
      }
    },
  });
  return new Request("http://localhost/api/uploads", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: "half",
  } as RequestInit);
}

const signedOnly = (fields: Record<string, string>) => {
  if (fields.signature !== "good") throw new DomainError("FORBIDDEN", "upload_policy_invalid", "bad signature");
  return policy;
};
const tooLarge = () => new DomainError("PAYLOAD_TOO_LARGE", "media_too_large", "too large");
/** Memory outside V8's heap now, after a collection; the peak starts from it. */
function startMeasuring() {
  globalThis.gc?.();
  return (peakBuffers = process.memoryUsage().arrayBuffers);
}

describe("readUploadForm", () => {
  it("returns the policy and the file's bytes", async () => {
    const form = await readUploadForm(formRequest({ signature: "good" }, 1000), signedOnly, tooLarge);
    expect(form.policy).toBe(policy);
    expect(form.bytes.length).toBe(1000);
  });

  it("checks the policy before the file: a bad signature is refused, and the file read but never kept", async () => {
    const before = startMeasuring();
    const refused = readUploadForm(formRequest({ signature: "forged" }, 64 * 1024 * 1024), signedOnly, tooLarge);
    await expect(refused).rejects.toMatchObject({ reason: "upload_policy_invalid" });
    expect(peakBuffers - before).toBeLessThan(16 * 1024 * 1024);
  });

  it("keeps no more than the policy's limit of a larger file", async () => {
    const before = startMeasuring();
    const refused = readUploadForm(formRequest({ signature: "good" }, 64 * 1024 * 1024), signedOnly, tooLarge);
    await expect(refused).rejects.toMatchObject({ reason: "media_too_large" });
    expect(peakBuffers - before).toBeLessThan(16 * 1024 * 1024);
  });

  it("refuses a form without its file, after the policy, and a form that is not multipart", async () => {
    const empty = readUploadForm(formRequest({ signature: "good" }, 0), signedOnly, tooLarge);
    await expect(empty).rejects.toMatchObject({ reason: "file_missing" });
    const unsigned = readUploadForm(formRequest({ signature: "forged" }, 0), signedOnly, tooLarge);
    await expect(unsigned).rejects.toMatchObject({ reason: "upload_policy_invalid" });
    const text = new Request("http://localhost/api/uploads", { method: "POST", body: "x" });
    await expect(readUploadForm(text, signedOnly, tooLarge)).rejects.toMatchObject({ reason: "form_unreadable" });
  });
});
