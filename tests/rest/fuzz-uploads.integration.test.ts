import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { errorStatus, type ErrorCode } from "@/server/errors/domain-error";
import { bearer, demo } from "../support/accounts";
import { describeEachDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { changedTables, fingerprint, fingerprintSql } from "../support/fuzz/fingerprint";
import { jsonClient } from "../support/http";
import { tinyPng } from "../support/images";
import { startRestServer } from "../support/rest-server";

const runs = { postgres: Number(process.env.FUZZ_RUNS ?? 80), pglite: Number(process.env.FUZZ_RUNS_PGLITE ?? 20) };
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
type Target = { url: string; fields: Record<string, string> };

const files = [
  tinyPng,
  Buffer.alloc(0),
  Buffer.from("not an image"),
  Buffer.concat([tinyPng.subarray(0, 8), Buffer.alloc(64, 1)]),
  Buffer.from("GIF89a...."),
  Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
  Buffer.alloc(5 * 1024 * 1024 + 1, 0x89),
];
const rawTypes = [
  "application/json",
  "text/plain",
  "multipart/form-data",
  "multipart/form-data; boundary=x",
  "image/png",
  "application/x-www-form-urlencoded",
];

/** Mostly absent, so that many forms stay intact but for one change. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, odds = 3) =>
  fc.oneof({ weight: odds, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });

const caseArbitrary = fc.record({
  target: fc.nat(),
  raw: sometimes(fc.record({ type: fc.constantFrom(...rawTypes), text: fc.string({ maxLength: 200 }) }), 6),
  drop: sometimes(fc.nat()),
  tamper: sometimes(fc.record({ field: fc.nat(), value: fc.string({ maxLength: 80 }) })),
  extra: sometimes(fc.string({ minLength: 1, maxLength: 20 })),
  file: fc.option(fc.nat({ max: files.length - 1 }), { freq: 8, nil: undefined }),
  fileType: fc.constantFrom("image/png", "text/plain", "application/octet-stream", ""),
});
type UploadCase = typeof caseArbitrary extends fc.Arbitrary<infer T> ? T : never;

function requestOf(targets: Target[], c: UploadCase): { url: string; init: RequestInit } {
  const target = targets[c.target % targets.length]!;
  if (c.raw)
    return { url: target.url, init: { method: "POST", headers: { "content-type": c.raw.type }, body: c.raw.text } };
  const fields = Object.entries(target.fields);
  if (c.drop !== undefined) fields.splice(c.drop % fields.length, 1);
  if (c.tamper) fields[c.tamper.field % fields.length]![1] = c.tamper.value;
  if (c.extra) fields.push([c.extra, "x"]);
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  if (c.file !== undefined)
    form.append("file", new Blob([new Uint8Array(files[c.file]!)], { type: c.fileType }), "image.png");
  return { url: target.url, init: { method: "POST", body: form } };
}

/** The presigned-POST endpoint under broken forms: 204 or a JSON 400/403/409/413/415, and a refusal writes nothing. */
describeEachDatabase("POST /api/uploads under generated bad forms", (database, info) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  const targets: Target[] = [];
  beforeAll(async () => {
    server = await startRestServer(testDeps(database()));
    const admin = jsonClient(server.url, await bearer(database().prisma, demo.admin));
    const school = await database().prisma.school.findFirstOrThrow({ orderBy: { id: "asc" } });
    for (let i = 0; i < 5; i++) {
      const created = await admin("POST", "/api/disciplines", {
        name: `Fuzz ${i}`,
        icon: "icone.png",
        header: "capa.webp",
        owner_ids: [school.id],
      });
      targets.push(created.body.icon.upload, created.body.header.upload);
    }
    for (const file_name of ["aula.pdf", "ditado.mp3", "video.webm"]) {
      const media = await admin("POST", "/api/exams/questions-db/media", { school_id: school.id, file_name, size: 9 });
      targets.push(media.body.upload);
    }
  });
  afterAll(() => server.close());

  it(
    "answers every form with an allowed status and keeps the database on a refusal",
    async () => {
      const sql = await fingerprintSql(database().pool);
      let baseline = await fingerprint(database().pool, sql);
      const property = fc.asyncProperty(caseArbitrary, async (c) => {
        const { url, init } = requestOf(targets, c);
        const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
        const text = await response.text();
        expect([204, 400, 403, 409, 413, 415]).toContain(response.status);
        const after = await fingerprint(database().pool, sql);
        if (response.status !== 204) {
          const code = (JSON.parse(text) as { error: { code: ErrorCode } }).error.code;
          expect(errorStatus[code]).toBe(response.status);
          expect(changedTables(baseline, after)).toEqual([]);
        }
        baseline = after;
      });
      await fc.assert(property, { numRuns: runs[info.name], seed, endOnFailure: true });
    },
    20 * 60_000,
  );
});
