import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { localTestStorage, testDeps } from "../support/deps";
import { jsonClient, type JsonClient } from "../support/http";
import { postUploadForm } from "../support/images";
import { mediaSamples } from "../support/media-samples";
import { storageBackends } from "../support/media-storage";
import { startRestServer } from "../support/rest-server";

const path = "/api/exams/questions-db/media";

describeEachDatabase("question media", (database) => {
  for (const backend of storageBackends) {
    describe(`through ${backend.name}`, () => {
      let server: Awaited<ReturnType<typeof startRestServer>>;
      let close: () => Promise<void>;
      let ana: JsonClient;
      let aurora: string;
      let otherSchool: string;
      beforeAll(async () => {
        const made = await backend.storage();
        close = made.close;
        server = await startRestServer(testDeps(database(), made.storage));
        const prisma = database().prisma;
        ana = jsonClient(server.url, await bearer(prisma, demo.ana));
        aurora = (await prisma.school.findFirstOrThrow({ where: { name: "Escola Aurora" } })).id;
        otherSchool = (
          await prisma.school.findFirstOrThrow({
            where: { memberships: { none: { user: { email: demo.ana } } } },
          })
        ).id;
      });
      afterAll(async () => {
        await server.close();
        await close();
      });

      it("hands out a target per kind, stores the file and serves it with its type, inert", async () => {
        for (const sample of Object.values(mediaSamples)) {
          const target = await ana("POST", path, { school_id: aurora, file_name: sample.name, size: 1000 });
          expect(target.status).toBe(201);
          const key: string = target.body.upload.fields.key;
          expect(key).toMatch(new RegExp(`^questions/${aurora}/[0-9a-f-]{36}-[a-z0-9._-]+$`));
          expect(target.body.upload.fields["Content-Type"]).toBe(sample.type);
          const upload = await postUploadForm(target.body, { bytes: sample.bytes, type: sample.type });
          expect(upload.status, await upload.text()).toBeLessThan(300);
          // On the local backend the link is a path on the app, read against the API's origin.
          const served = await fetch(new URL(target.body.url, server.url));
          expect(served.status, await served.clone().text()).toBe(200);
          expect(served.headers.get("content-type")).toBe(sample.type);
          if (backend.name === "the local backend") {
            expect(target.body.url).toBe(`/api/uploads/${key}`);
            // Only a PDF may be framed, and only by the app's own pages, which show it in a viewer.
            const framed = sample.type === "application/pdf";
            expect(Object.fromEntries(served.headers)).toMatchObject({
              "x-content-type-options": "nosniff",
              "content-security-policy": `sandbox; default-src 'none'${framed ? "; frame-ancestors 'self'" : ""}`,
              "x-frame-options": framed ? "SAMEORIGIN" : "DENY",
            });
          }
          expect(Buffer.from(await served.arrayBuffer()).equals(sample.bytes)).toBe(true);
        }
      });

      it("refuses SVG, HTML and unknown types before any target is handed out", async () => {
        const before = await database().prisma.upload.count();
        for (const name of ["desenho.svg", "pagina.html", "programa.exe", "sem-extensao"]) {
          const refused = await ana("POST", path, { school_id: aurora, file_name: name, size: 10 });
          expect(refused.status).toBe(422);
          expect(refused.body.error.issues).toEqual([
            expect.objectContaining({ path: ["file_name"], code: "media_file_name_invalid" }),
          ]);
        }
        expect(await database().prisma.upload.count()).toBe(before);
      });

      it("refuses a file above its kind's limit", async () => {
        const limits = { "foto.png": 5, "aula.pdf": 20, "ditado.mp3": 50, "video.webm": 50 };
        for (const [name, megabytes] of Object.entries(limits)) {
          const size = megabytes * 1024 * 1024;
          expect((await ana("POST", path, { school_id: aurora, file_name: name, size })).status).toBe(201);
          const refused = await ana("POST", path, { school_id: aurora, file_name: name, size: size + 1 });
          expect(refused.status).toBe(422);
          expect(refused.body.error.issues[0]).toMatchObject({
            path: ["size"],
            code: "media_too_large",
            params: { megabytes },
          });
        }
      });

      it("refuses a school outside the caller's access, and one that does not exist", async () => {
        const refused = await ana("POST", path, { school_id: otherSchool, file_name: "a.png", size: 10 });
        expect(refused.status).toBe(403);
        const admin = jsonClient(server.url, await bearer(database().prisma, demo.admin));
        const unknown = "00000000-0000-4000-8000-00000000beef";
        const missing = await admin("POST", path, { school_id: unknown, file_name: "a.png", size: 10 });
        expect(missing.status).toBe(422);
      });
    });
  }

  describe("the local backend's checks", () => {
    let server: Awaited<ReturnType<typeof startRestServer>>;
    let ana: JsonClient;
    let aurora: string;
    beforeAll(async () => {
      server = await startRestServer(testDeps(database(), localTestStorage()));
      ana = jsonClient(server.url, await bearer(database().prisma, demo.ana));
      aurora = (await database().prisma.school.findFirstOrThrow({ where: { name: "Escola Aurora" } })).id;
    });
    afterAll(() => server.close());
    const target = async (fileName: string) =>
      (await ana("POST", path, { school_id: aurora, file_name: fileName, size: 1000 })).body;

    it("refuses bytes that are not the declared type (415), then takes the right ones once", async () => {
      const pdf = await target("aula.pdf");
      const html = Buffer.from("<!doctype html><script>alert(1)</script>");
      const refused = await postUploadForm(pdf, { bytes: html, type: "application/pdf" });
      expect(refused.status).toBe(415);
      expect((await refused.json()).error).toMatchObject({
        reason: "media_type_mismatch",
        params: { contentType: "application/pdf" },
      });
      const video = await target("aula.mp4");
      expect((await postUploadForm(video, { bytes: mediaSamples.png.bytes, type: "video/mp4" })).status).toBe(415);
      expect((await fetch(new URL(pdf.url, server.url))).status).toBe(404);

      expect((await postUploadForm(pdf, { bytes: mediaSamples.pdf.bytes, type: "application/pdf" })).status).toBe(204);
      expect((await postUploadForm(pdf, { bytes: mediaSamples.pdf.bytes, type: "application/pdf" })).status).toBe(409);
      const record = await database().prisma.upload.findUniqueOrThrow({ where: { key: pdf.upload.fields.key } });
      expect(record).toMatchObject({ target: "QUESTION_MEDIA", disciplineId: null, maxBytes: 20 * 1024 * 1024 });
      expect(record.completedAt).not.toBeNull();
    });

    it("refuses a file larger than its target allows (413)", async () => {
      const pdf = await target("grande.pdf");
      const big = Buffer.concat([mediaSamples.pdf.bytes, Buffer.alloc(20 * 1024 * 1024)]);
      const refused = await postUploadForm(pdf, { bytes: big, type: "application/pdf" });
      expect(refused.status).toBe(413);
      expect((await refused.json()).error).toMatchObject({ reason: "media_too_large", params: { megabytes: 20 } });
    });
  });
});
