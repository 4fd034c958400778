import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "@/server/db/client";
import { bearer, demo } from "../support/accounts";
import { postgresDatabase } from "../support/databases";
import { testDeps } from "../support/deps";
import { reportClient, xlsxType } from "../support/report-client";
import { startRestServer } from "../support/rest-server";

const rows = 200_000;
const range = { start_date: Date.UTC(1990, 0, 1), end_date: Date.UTC(1990, 11, 31) };

// Volume is a server concern (the embedded database is for a single school or a demo): PostgreSQL only.
const postgres = postgresDatabase();
// Skipped only when the run was narrowed to PGlite (TEST_DATABASES=pglite, docs/testing.md).
describe.skipIf(!postgres)("a 200,000-row questions report [postgres]", () => {
  let db: Database;
  const database = () => db;
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let admin: ReturnType<typeof reportClient>;
  beforeAll(async () => {
    db = createDatabase(postgres!.url);
    const { prisma } = database();
    server = await startRestServer(testDeps(database()));
    admin = reportClient(server.url, await bearer(prisma, demo.admin));
    const sample = await prisma.studentQuestion.findFirstOrThrow({
      select: { studentId: true, groupId: true, disciplineId: true },
    });
    // A year of its own (1990) keeps these rows out of every other test's range.
    await prisma.$executeRaw`
      INSERT INTO student_questions (student_id, group_id, discipline_id, status, description, created_at)
      SELECT ${sample.studentId}::uuid, ${sample.groupId}::uuid, ${sample.disciplineId}, 'WAITING', repeat('Texto longo de pergunta ', 40) || n, timestamptz '1990-01-01' + n * interval '1 minute'
      FROM generate_series(1, ${rows}) AS n`;
  }, 120_000);
  afterAll(async () => {
    await database().prisma.$executeRaw`DELETE FROM student_questions WHERE created_at < '1991-01-01'`;
    await server.close();
    await db.close();
  });

  const live = () => {
    globalThis.gc?.();
    return process.memoryUsage().heapUsed;
  };

  it("streams every row while the server's heap stays far below the report's size", async () => {
    const response = await admin("questions", range, "text/csv");
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const baseline = live();
    let peak = baseline;
    let bytes = 0;
    let lines = 0;
    let nextSample = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 10) lines++;
      if (bytes >= nextSample) {
        peak = Math.max(peak, live());
        nextSample = bytes + 16 * 1024 * 1024;
      }
    }
    expect(lines).toBe(rows + 1);
    expect(bytes).toBeGreaterThan(240 * 1024 * 1024);
    // Holding the report would take more than its size (240+ MB); streaming keeps the live heap nearly flat.
    expect(globalThis.gc).toBeTypeOf("function");
    expect(peak - baseline).toBeLessThan(64 * 1024 * 1024);
  }, 180_000);

  it("streams the XLSX too, its heap flat while the rows' XML (several times the ZIP) is written", async () => {
    const response = await admin("questions", range, xlsxType);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const baseline = live();
    let peak = baseline;
    let bytes = 0;
    let nextSample = 0;
    let tail = Buffer.alloc(0);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      tail = Buffer.concat([tail, value]).subarray(-22);
      if (bytes >= nextSample) {
        peak = Math.max(peak, live());
        nextSample = bytes + 256 * 1024;
      }
    }
    // A whole ZIP: it ends with the end of central directory record.
    expect(tail.readUInt32LE(0)).toBe(0x06054b50);
    expect(bytes).toBeGreaterThan(1024 * 1024);
    expect(peak - baseline).toBeLessThan(64 * 1024 * 1024);
  }, 180_000);
});
