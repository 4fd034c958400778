/** A real 1×1 PNG, so content checks see a genuine image. */
export const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** The leading bytes of each raster type the upload check knows; enough for its signature test. */
export const rasterSamples = {
  png: { type: "image/png", bytes: tinyPng },
  jpg: { type: "image/jpeg", bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]) },
  gif: { type: "image/gif", bytes: Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1") },
  webp: {
    type: "image/webp",
    bytes: Buffer.concat([Buffer.from("RIFF"), Buffer.from([4, 0, 0, 0]), Buffer.from("WEBPVP8 ")]),
  },
} as const;

/** An SVG whose script would act with the viewer's session if it ran on the app's origin. */
export const scriptedSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/api/trpc/tokens.create",{method:"POST"})</script></svg>',
);

type Target = { upload: { url: string; fields: Record<string, string> } };

/** Posts a presigned-POST form the way a browser does: the fields, then the file. */
export function postUploadForm(
  target: Target,
  file: { bytes: Uint8Array; name?: string; type?: string },
  override: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...target.upload.fields, ...override })) form.append(name, value);
  form.append(
    "file",
    new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/png" }),
    file.name ?? "image.png",
  );
  return fetch(target.upload.url, { method: "POST", body: form });
}
