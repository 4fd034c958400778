/** A real 1×1 PNG, so content checks see a genuine image. */
export const tinyPng = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

type Target = { upload: { url: string; fields: Record<string, string> } };

/** Posts a presigned-POST form the way a browser does: the fields, then the file. */
export function postUploadForm(target: Target, file: { bytes: Uint8Array; name?: string; type?: string }, override: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...target.upload.fields, ...override })) form.append(name, value);
  form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/png" }), file.name ?? "image.png");
  return fetch(target.upload.url, { method: "POST", body: form });
}
