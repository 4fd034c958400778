import path from "node:path";
import type { PrismaClient } from "@/generated/prisma/client";
import { findActiveUser } from "@/server/auth/user";
import { createDatabase } from "@/server/db/client";
import { embeddedSocketUrl } from "@/server/db/embedded";
import { maxImportQuestions } from "@/server/questions-db/interchange-schema";
import { DEMO_ACCOUNTS } from "@/server/seed/build-people";
import { issueToken } from "@/server/tokens/service";
import { freePort } from "../../tests/support/pg-cluster";
import { startNodeService, type AppProcess } from "../lib/app";
import { rssPeak, treeCpuMs, treeRssMb } from "../lib/cpu";
import { giftOfSize } from "../lib/gift-of-size";
import { load } from "../lib/http";
import { rssGrowthResult, type CaseResult } from "../lib/results";

export const importWhileReadingName = (database: string, questions = maxImportQuestions) =>
  `import while reading: GET /exams/questions-db p99 of another school, 8 connections, during back-to-back ` +
  `${questions.toLocaleString("en")}-question GIFT imports, ${database}`;

/** Ana's school imports, Bruno's school reads its bank: two schools of the demo on one instance. */
async function actors(prisma: PrismaClient) {
  const ana = await findActiveUser(prisma, { email: DEMO_ACCOUNTS.auroraAdmin.email });
  const bruno = await findActiveUser(prisma, { email: DEMO_ACCOUNTS.borealAdmin.email });
  if (!ana || !bruno) throw new Error("the demo's school admins are missing");
  const membership = await prisma.schoolMembership.findFirstOrThrow({ where: { userId: ana.id } });
  const discipline = await prisma.discipline.findFirstOrThrow({
    where: { owners: { some: { schoolId: membership.schoolId } } },
    orderBy: { id: "asc" },
  });
  const importPath = `/api/exams/questions-db/import?${new URLSearchParams({
    school_id: membership.schoolId,
    discipline_id: String(discipline.id),
    source: "bench import while reading",
  })}`;
  const token = async (user: NonNullable<typeof ana>) =>
    `Bearer ${(await issueToken(prisma, user, { name: "bench import" })).token}`;
  return { importPath, importer: await token(ana), reader: await token(bruno) };
}

/**
 * The largest allowed GIFT import (`questions`: fewer in the quick run, whose figures do not count), run again
 * and again by one user for `duration` seconds, while a
 * user of another school reads the bank's list at 8 connections: the readers' p99 (the issue's
 * bound: under 1 s on the embedded database, 200 ms on PostgreSQL) and the server's peak RSS growth.
 */
export async function importWhileReading(options: {
  app: AppProcess;
  prisma: PrismaClient;
  database: "PostgreSQL" | "embedded database";
  duration: number;
  questions: number;
  dbCpu: () => number;
}): Promise<CaseResult[]> {
  const { app, prisma, duration, questions } = options;
  const { importPath, importer, reader } = await actors(prisma);
  // Each import a file of its own: the same file again would be all duplicates, written by none.
  const gifts = (n: number) => giftOfSize(questions, `import ${n}`);
  const gift = gifts(0);
  const readUrl = `${app.url}/api/exams/questions-db`;
  await load(readUrl, { connections: 8, duration: 1, headers: { authorization: reader } }); // warm-up
  const quiet = await load(readUrl, { connections: 8, duration, headers: { authorization: reader } });
  const rssBefore = treeRssMb(app.pid);
  const stopRss = rssPeak(app.pid);
  const cpuBefore = { app: treeCpuMs(app.pid), db: options.dbCpu() };
  let reading = true;
  const reads = load(readUrl, { connections: 8, duration, headers: { authorization: reader } }).finally(
    () => (reading = false),
  );
  const imports: { ms: number; status: number }[] = [];
  while (reading) {
    const body = imports.length ? gifts(imports.length) : gift;
    const started = performance.now();
    const response = await fetch(`${app.url}${importPath}`, {
      method: "POST",
      headers: { authorization: importer, "content-type": "text/plain" },
      body,
    });
    await response.text();
    imports.push({ ms: performance.now() - started, status: response.status });
  }
  const busy = await reads;
  const rssGrowth = stopRss() - rssBefore;
  const cpu = {
    app: (treeCpuMs(app.pid) - cpuBefore.app) / duration,
    db: (options.dbCpu() - cpuBefore.db) / duration,
    baselineDb: 0,
  };
  await prisma.bankQuestion.deleteMany({ where: { source: "bench import while reading" } });
  const failed = imports.filter((i) => i.status !== 201);
  if (failed.length) throw new Error(`imports answered ${failed.map((i) => i.status).join(", ")}`);
  const name = importWhileReadingName(options.database, questions);
  const giftMb = (Buffer.byteLength(gift) / 1024 ** 2).toFixed(1);
  const detail =
    `${imports.length} imports of ${questions} questions (${giftMb} MB), ` +
    `${imports.map((i) => (i.ms / 1000).toFixed(1)).join(", ")} s each; reads meanwhile p50 ${busy.p50} ms, ` +
    `${busy.rps.toFixed(0)} req/s, ${busy.errors + busy.non2xx} failed; without imports p50 ${quiet.p50} ms / ` +
    `p99 ${quiet.p99} ms / ${quiet.rps.toFixed(0)} req/s`;
  const result: CaseResult = {
    name,
    kind: "load-p99",
    baselineName: "the same reads without imports",
    unit: "ms",
    app: busy.p99,
    baseline: quiet.p99,
    samples: { app: [busy.p99], baseline: [quiet.p99] },
    detail,
    cpu,
    statements: null,
  };
  return [result, rssGrowthResult(result, name, rssGrowth, rssBefore)];
}

/**
 * `npm start` without DATABASE_URL (scripts/start.ts): the embedded database (PGlite) in its own
 * process, migrated and seeded with the demo at scale 1, and the built app on one connection to it.
 * The bench reaches the same database through its socket, as the CLI commands do.
 */
export async function startEmbeddedApp(dir: string) {
  const dataDir = path.join(dir, "embedded");
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, STORAGE: "local", NEXT_TELEMETRY_DISABLED: "1" };
  delete env.DATABASE_URL;
  const port = await freePort();
  env.APP_URL = env.NEXTAUTH_URL = `http://127.0.0.1:${port}`;
  env.AUTH_SECRET = "bench-secret-bench-secret-bench-secret";
  const app = await startNodeService(
    "scripts/start.ts",
    port,
    env,
    path.join(dir, "embedded-app.log"),
    "/api/openapi.json",
    // Migrating and seeding PGlite come first.
    600_000,
  );
  const db = createDatabase(embeddedSocketUrl(dataDir), { max: 1 });
  return {
    app,
    prisma: db.prisma,
    stop: async () => {
      await db.close();
      await app.stop();
    },
  };
}
