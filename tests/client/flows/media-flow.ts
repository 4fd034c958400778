import type { ApiClient } from "../api-client";
import { check, must } from "../must";

// A 1×1 PNG: the upload checks the file's first bytes against the prepared type.
const png = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

/**
 * A question's picture as the editor puts it: a target asked for, the file posted to it with the target's fields
 * (a multipart form), and read back at the link the target gave. The test server keeps files itself (the local
 * backend), so the target is this server's POST /api/uploads and the link its GET /api/uploads/{key}.
 */
export async function mediaFlow(api: ApiClient, baseUrl: string, schoolId: string) {
  const body = { school_id: schoolId, file_name: "grafico.png", size: png.length };
  const target = must(await api.POST("/api/exams/questions-db/media", { body }), 201, "POST questions-db/media");
  check(target.kind === "image" && target.upload.url === new URL("/api/uploads", baseUrl).href, "a local target");
  const { key, policy, signature, "Content-Type": type } = target.upload.fields;
  check(key !== undefined && policy !== undefined && signature !== undefined && type === "image/png", "its fields");
  check(target.url === `/api/uploads/${key}`, "the link names the key");
  const form = { key, "Content-Type": type, policy, signature, file: new Blob([png], { type }) };
  const posted = await api.POST("/api/uploads", {
    body: form,
    // The target's fields first, the file last, as a presigned POST takes them.
    bodySerializer: (fields) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.append(name, value);
      return data;
    },
  });
  check(posted.response.status === 204, `uploaded (${posted.response.status})`);
  const read = await api.GET("/api/uploads/{key}", { params: { path: { key } }, parseAs: "blob" });
  const file = must(read, 200, "GET uploads/{key}");
  check(file.type === "image/png" && file.size === png.length, "the picture read back");
  const again = await api.POST("/api/uploads", { body: form, bodySerializer: () => new FormData() });
  check(again.response.status >= 400 && again.response.status < 500, "a form without its fields is refused");
}
