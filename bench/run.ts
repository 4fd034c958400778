/**
 * `npm run bench [-- --scale N --runs R --duration S --out FILE --only TEXT,…]`, or `-- --quick`
 * (scale 1, one run, 2-second loads, results to a temp file) for CI. `--only` runs the cases whose
 * names contain one of the texts, without the load, fault and fuzz runs, and writes to a temp file.
 * Starts its own PostgreSQL (Debian's, loopback, temp dir), loads `seedDemo` at the scale, builds
 * the app when due, starts it as `npm start` does, and measures each case through HTTP against a
 * baseline in the same run: COPY through psql for the streamed reports, the SQL through pg for the
 * rest, a bare node:http + pg server for the load cases. Writes bench/RESULTS.md (see
 * bench/lib/results.ts). The app and the cluster are always stopped.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Compilable } from "kysely";
import { findActiveUser } from "@/server/auth/user";
import { homeNumbersQuery } from "@/server/home/home-numbers";
import { createDatabase } from "@/server/db/client";
import { migrate } from "@/server/db/migrate";
import * as usage from "@/server/reports/groups-usage/queries";
import { performanceQuery } from "@/server/performance/performance-query";
import { studentsCountQuery } from "@/server/performance/performance-targets";
import { studentsPageSize } from "@/server/performance/schema";
import { scopeFor } from "@/server/scope/scope";
import { parseGift } from "@/server/questions-db/interchange/parse-gift";
import { seedDemo } from "@/server/seed";
import { issueToken } from "@/server/tokens/service";
import { freePort, startPgCluster, type PgCluster } from "../tests/support/pg-cluster";
import { buildIfNeeded, startApp, startNodeService, stopAllServices, type AppProcess } from "./lib/app";
import { bookingsReportQuery, questionsReportQuery, workloadQuery } from "./lib/baseline-sql";
import { postmasterPid, rssPeak, treeCpuMs, treeRssMb } from "./lib/cpu";
import { giftOfSize } from "./lib/gift-of-size";
import { download, load, type Load } from "./lib/http";
import { pickInputs } from "./lib/pick-inputs";
import { runLoadAndFaults } from "./load/load-and-faults";
import { slowReaders } from "./load/slow-readers";
import { runFuzz } from "./lib/fuzz-run";
import { psqlCopy } from "./lib/psql";
import { statementStats } from "./lib/statements";
import { writeResults, type CaseResult, type RunInfo } from "./lib/results";
import { median, timeRuns } from "./lib/stats";

const { values: args } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    scale: { type: "string" },
    runs: { type: "string" },
    duration: { type: "string" },
    out: { type: "string" },
    only: { type: "string" },
  },
});
const quick = args.quick ?? false;
const scale = Number(args.scale ?? (quick ? 1 : 160));
const defaultRuns = Number(args.runs ?? (quick ? 1 : 3));
const duration = Number(args.duration ?? (quick ? 2 : 10));
const only = args.only
  ?.split(",")
  .map((text) => text.trim().toLowerCase())
  .filter(Boolean);
const wanted = (name: string) => !only || only.some((text) => name.toLowerCase().includes(text));
const outFile =
  args.out ??
  (quick || only ? path.join(os.tmpdir(), `bench-RESULTS-${quick ? "quick" : "only"}.md`) : "bench/RESULTS.md");
const poolMax = 10;
/**
 * Per-person activity that gives the issue's volumes at the default scale 160: about 20,000
 * students, 1,000,000 student questions, 300,000 bookings, 2,000,000 events, 50,000 bank items.
 */
const benchRates = { questionsPerStudent: 62, bookingsPerTeacher: 760, bankPerDiscipline: 34, practiceRate: 0.62 };

const log = (msg: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}`);

async function main() {
  const started = performance.now();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  const cleanups: (() => Promise<void> | void)[] = [() => fs.rmSync(tmp, { recursive: true, force: true })];
  const cleanup = async () => {
    // splice: a signal during the run's own cleanup must not run a step twice
    for (const fn of cleanups.splice(0).reverse())
      await Promise.resolve()
        .then(fn)
        .catch((e: unknown) => console.error("cleanup:", e));
  };
  const onSignal = () => void cleanup().finally(() => process.exit(130));
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    log(`scale ${scale}, ${defaultRuns} run(s) per case, ${duration} s per load test${quick ? " (quick)" : ""}`);
    // The build and the data load are independent: run them side by side.
    const buildStarted = performance.now();
    const build = buildIfNeeded(process.env).then((built) => ({ built, ms: performance.now() - buildStarted }));
    build.catch(() => {});

    const cluster: PgCluster = await startPgCluster({
      settings: { shared_buffers: "256MB", work_mem: "16MB", shared_preload_libraries: "pg_stat_statements" },
    });
    cleanups.push(() => cluster.kill());
    log(`PostgreSQL at ${cluster.url}`);
    await migrate(cluster.url);
    const db = createDatabase(cluster.url, { max: 4 });
    cleanups.push(() => db.close());
    const statements = await statementStats(db);
    const seedStarted = performance.now();
    const summary = await seedDemo(db.prisma, { scale, rates: benchRates, pool: db.pool, log });
    await db.pool.query("VACUUM ANALYZE");
    const seedMs = performance.now() - seedStarted;
    log(`seeded ${summary.total} rows in ${(seedMs / 1000).toFixed(1)} s`);

    const admin = await findActiveUser(db.prisma, { email: "admin@example.com" });
    if (!admin) throw new Error("admin@example.com not in the seed");
    const { token } = await issueToken(db.prisma, admin, { name: "bench" });
    const inputs = await pickInputs(db, summary);

    const { built, ms: buildMs } = await build;
    log(built ? `built the app in ${(buildMs / 1000).toFixed(1)} s` : "app build is up to date");

    cleanups.push(() => stopAllServices());
    // Ten places per user: the slow-readers case holds ten downloads of one token open at once.
    const appEnv = { HEAVY_REQUESTS_PER_USER: "10" };
    const app: AppProcess = await startApp({
      port: await freePort(),
      databaseUrl: cluster.url,
      poolMax,
      logFile: path.join(tmp, "app.log"),
      dataDir: path.join(tmp, "data"),
      env: appEnv,
    });
    const bare: AppProcess = await startNodeService(
      "bench/bare-server.ts",
      await freePort(),
      { ...process.env, DATABASE_URL: cluster.url, DB_POOL_MAX: String(poolMax) },
      path.join(tmp, "bare.log"),
    );
    log(`app at ${app.url}, bare baseline at ${bare.url}`);

    const pgPid = postmasterPid(path.join(cluster.dir, "data"));
    const cpu = () => ({ app: treeCpuMs(app.pid), bare: treeCpuMs(bare.pid), db: treeCpuMs(pgPid) });
    const auth = { authorization: `Bearer ${token}` };
    const results: CaseResult[] = [];
    const range = { start_date: inputs.start, end_date: inputs.end };
    const accept = {
      json: "application/json",
      csv: "text/csv",
      xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    } as const;

    /** One timed case: app request to last byte vs the baseline, each `runs` times after a warm-up. */
    async function timed(c: {
      name: string;
      kind: CaseResult["kind"];
      baselineName: string;
      app: () => Promise<{ bytes: number }>;
      baseline: () => Promise<unknown>;
      rss?: boolean;
      runs?: number;
    }) {
      if (!wanted(c.name)) return;
      const runs = c.runs ?? defaultRuns;
      const before = cpu();
      await statements.reset();
      const rssBefore = treeRssMb(app.pid);
      const stopRss = rssPeak(app.pid);
      const a = await timeRuns(runs, c.app);
      const rssGrowth = stopRss() - rssBefore;
      const mid = cpu();
      const stats = await statements.read(runs + 1);
      const b = await timeRuns(runs, c.baseline);
      const after = cpu();
      const r: CaseResult = {
        name: c.name,
        kind: c.kind,
        baselineName: c.baselineName,
        unit: "ms",
        app: median(a.ms),
        baseline: median(b.ms),
        samples: { app: a.ms, baseline: b.ms },
        detail: `${(a.last.bytes / 1024).toFixed(0)} KiB`,
        cpu: {
          app: (mid.app - before.app) / (runs + 1),
          db: (mid.db - before.db) / (runs + 1),
          baselineDb: (after.db - mid.db) / (runs + 1),
        },
        statements: stats,
      };
      results.push(r);
      log(
        `${r.name}: ${r.app.toFixed(1)} ms vs ${r.baseline.toFixed(1)} ms (${r.detail}), server RSS +${rssGrowth.toFixed(0)} MB`,
      );
      if (c.rss) {
        results.push({
          ...r,
          name: `${c.name}: server peak RSS growth`,
          kind: "rss",
          unit: "MB",
          baselineName: "server RSS before",
          app: rssGrowth,
          baseline: rssBefore,
          samples: { app: [rssGrowth], baseline: [rssBefore] },
        });
      }
    }

    const post = (route: string, format: keyof typeof accept, body: unknown) => () =>
      download(`${app.url}/api/reports/${route}`, {
        method: "POST",
        headers: { ...auth, accept: accept[format], "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const get = (route: string) => () => download(`${app.url}${route}`, { headers: auth });
    const sql = (text: string, params: unknown[]) => () => db.pool.query(text, params);
    const compiled = (query: Compilable) => {
      const { sql: text, parameters } = query.compile();
      return sql(text, [...parameters]);
    };

    // The report queries compiled as the app compiles them for the platform admin (whole scope).
    const adminScope = await scopeFor(db, admin);
    const questionsQuery = questionsReportQuery(db.kysely, adminScope, range, "http://127.0.0.1").compile();
    const questionsCopy = () => psqlCopy(cluster.url, questionsQuery);
    await timed({
      name: "questions report CSV, one year, whole scope",
      kind: "stream",
      rss: true,
      baselineName: "psql COPY … TO STDOUT CSV",
      app: post("questions", "csv", range),
      baseline: questionsCopy,
    });
    await timed({
      name: "questions report JSON, one year, whole scope",
      kind: "stream",
      rss: true,
      baselineName: "psql COPY … TO STDOUT CSV",
      app: post("questions", "json", range),
      baseline: questionsCopy,
    });
    // Issue #19: typed cells for people, through the streamed XLSX writer; measured against the app's own CSV.
    await timed({
      name: "questions report XLSX, one year, whole scope",
      kind: "stream",
      rss: true,
      baselineName: "the app's CSV of the same report",
      app: post("questions", "xlsx", range),
      baseline: post("questions", "csv", range),
    });
    const bookingsQuery = () => bookingsReportQuery(db.kysely, adminScope, range, new Date()).compile();
    const bookingsCopy = () => psqlCopy(cluster.url, bookingsQuery());
    await timed({
      name: "bookings report CSV, one year, whole scope",
      kind: "stream",
      rss: true,
      baselineName: "psql COPY … TO STDOUT CSV",
      app: post("bookings", "csv", range),
      baseline: bookingsCopy,
    });
    await timed({
      name: "bookings report JSON, one year, whole scope",
      kind: "stream",
      rss: true,
      baselineName: "psql COPY … TO STDOUT CSV",
      app: post("bookings", "json", range),
      baseline: bookingsCopy,
    });

    // Groups usage as the app runs it by default (no teachers, no disciplines sections): five statements side by side.
    const usageBody = { ...range, group_ids: inputs.groupIds };
    const usageQueries = [
      usage.summaryQuery,
      usage.byDisciplineQuery,
      usage.ratingsQuery,
      usage.npsQuery,
      usage.studentsQuery,
    ].map((query) => query(db.kysely, usageBody));
    const usageSql = () => Promise.all(usageQueries.map((query) => compiled(query)()));
    await timed({
      name: "groups usage JSON, one school, one year",
      kind: "query",
      baselineName: "its 5 aggregation statements through pg",
      app: post("groups-usage", "json", usageBody),
      baseline: usageSql,
    });
    await timed({
      name: "groups usage XLSX, one school, one year",
      kind: "query",
      rss: true,
      baselineName: "its 5 aggregation statements through pg",
      app: post("groups-usage", "xlsx", usageBody),
      baseline: usageSql,
    });
    const workloadSql = compiled(workloadQuery(db.kysely, adminScope, {}));
    await timed({
      name: "bookings workload JSON, whole scope",
      kind: "query",
      baselineName: "its SQL through pg",
      app: post("bookings-workload", "json", {}),
      baseline: workloadSql,
    });

    const perf = (groupIds: string[], examId: string | null) =>
      compiled(performanceQuery(db.kysely, { groupIds, examId: examId ?? undefined }));
    const allGroups = (await db.pool.query<{ id: string }>("SELECT id FROM groups ORDER BY id")).rows.map((r) => r.id);
    if (inputs.examId) {
      await timed({
        name: "GET /exams/users, one school, one exam",
        kind: "query",
        baselineName: "its SQL through pg",
        app: get(`/api/exams/users?school_id=${inputs.schoolId}&exam_id=${inputs.examId}`),
        baseline: perf(inputs.groupIds, inputs.examId),
      });
    }
    // The heaviest case (every student of every school): one run after the warm-up keeps the bench under 30 minutes.
    await timed({
      name: "GET /exams/users, unfiltered",
      kind: "query",
      runs: 1,
      rss: true,
      baselineName: "its SQL through pg",
      app: get("/api/exams/users"),
      baseline: perf(allGroups, null),
    });

    // The call behind /performance as the platform admin opens it (every school, first page by name), then sorted by a figure.
    const studentsCall = (input: object) =>
      get(`/api/trpc/performance.students?input=${encodeURIComponent(JSON.stringify(input))}`);
    const studentsSql = (sort: "name" | "correct_answers_count", direction: "asc" | "desc") => {
      const filters = { groupIds: allGroups, activeOnly: true };
      const page = compiled(
        performanceQuery(db.kysely, filters, { sort, direction, offset: 0, limit: studentsPageSize }),
      );
      const count = compiled(studentsCountQuery(db.kysely, filters));
      return () => Promise.all([page(), count()]);
    };
    await timed({
      name: "tRPC performance.students, whole scope, first page by name",
      kind: "query",
      baselineName: "its 2 statements through pg",
      app: studentsCall({}),
      baseline: studentsSql("name", "asc"),
    });
    await timed({
      name: "tRPC performance.students, whole scope, by correct answers",
      kind: "query",
      baselineName: "its 2 statements through pg",
      app: studentsCall({ sort: "correct_answers_count", direction: "desc" }),
      baseline: studentsSql("correct_answers_count", "desc"),
    });

    // The home page's numbers as the platform admin opens it: every school, each in its own zone (docs/home.md).
    await timed({
      name: "tRPC home numbers, platform admin",
      kind: "query",
      baselineName: "its statement through pg",
      app: get("/api/trpc/home.get"),
      baseline: () => compiled(homeNumbersQuery(db.kysely, adminScope, new Date()))(),
    });

    // Issue #21: a GIFT file of 10,000 questions imported in one transaction (docs/interchange.md, "Limits").
    const importName = "POST /exams/questions-db/import, 10,000 GIFT questions";
    if (wanted(importName)) {
      const discipline = await db.prisma.discipline.findFirstOrThrow({
        where: { owners: { some: {} } },
        include: { owners: { take: 1 } },
        orderBy: { id: "asc" },
      });
      const gift = giftOfSize(10_000);
      const path = `/api/exams/questions-db/import?${new URLSearchParams({
        school_id: discipline.owners[0]!.schoolId,
        discipline_id: String(discipline.id),
        source: "bench",
      })}`;
      await timed({
        name: importName,
        kind: "query",
        baselineName: "parsing the same file in the bench's process",
        rss: true,
        app: async () => {
          const res = await fetch(`${app.url}${path}`, {
            method: "POST",
            headers: { ...auth, "content-type": "text/plain" },
            body: gift,
          });
          const text = await res.text();
          if (res.status !== 201) throw new Error(`${importName}: HTTP ${res.status} ${text.slice(0, 300)}`);
          return { bytes: Buffer.byteLength(gift) };
        },
        // The file is parsed as it is read: every question read once.
        baseline: async () => [...parseGift(gift)],
      });
      // The cases after this one search the bank: leave it as seeded, not 40,000 questions larger.
      await db.pool.query("DELETE FROM bank_questions WHERE source = 'bench'");
      await db.pool.query("VACUUM ANALYZE bank_questions, bank_answers, bank_question_other_subjects");
    }

    /** One load case: autocannon against the app, then against the bare server doing the same SQL. */
    async function loaded(c: {
      name: string;
      appPath: string;
      barePath: string;
      connections: number;
      figure: "p99" | "rps";
    }) {
      if (!wanted(c.name)) return;
      const opts = { connections: c.connections, duration };
      await load(app.url + c.appPath, { ...opts, duration: 1, headers: auth }); // warm-up
      const before = cpu();
      await statements.reset();
      const loads: { app: Load[]; bare: Load[] } = { app: [], bare: [] };
      for (let i = 0; i < defaultRuns; i++) loads.app.push(await load(app.url + c.appPath, { ...opts, headers: auth }));
      const mid = cpu();
      const stats = await statements.read(loads.app.reduce((n, l) => n + l.requests, 0));
      await load(bare.url + c.barePath, { ...opts, duration: 1 });
      const mid2 = cpu();
      for (let i = 0; i < defaultRuns; i++) loads.bare.push(await load(bare.url + c.barePath, opts));
      const after = cpu();
      const med = (list: Load[], key: keyof Load) => median(list.map((l) => l[key]));
      const bad = [...loads.app, ...loads.bare].reduce((n, l) => n + l.errors + l.non2xx, 0);
      if (bad > 0) throw new Error(`${c.name}: ${bad} failed requests under load`);
      const seconds = defaultRuns * duration;
      const r: CaseResult = {
        name: c.name,
        kind: c.figure === "rps" ? "load-rps" : "load-p99",
        baselineName: `bare node:http + pg, same SQL, ${c.connections} connections`,
        unit: c.figure === "rps" ? "req/s" : "ms",
        app: c.figure === "rps" ? med(loads.app, "rps") : med(loads.app, "p99"),
        baseline: c.figure === "rps" ? med(loads.bare, "rps") : med(loads.bare, "p99"),
        samples: { app: loads.app.map((l) => l[c.figure]), baseline: loads.bare.map((l) => l[c.figure]) },
        detail: `app p50 ${med(loads.app, "p50")} ms / p99 ${med(loads.app, "p99")} ms / ${med(loads.app, "rps").toFixed(0)} req/s; bare p50 ${med(loads.bare, "p50")} ms / p99 ${med(loads.bare, "p99")} ms / ${med(loads.bare, "rps").toFixed(0)} req/s`,
        cpu: {
          app: (mid.app - before.app) / seconds,
          db: (mid.db - before.db) / seconds,
          baselineDb: (after.db - mid2.db) / seconds,
          bare: (after.bare - mid2.bare) / seconds,
        },
        rps: { app: med(loads.app, "rps"), bare: med(loads.bare, "rps") },
        statements: stats,
      };
      results.push(r);
      if (c.figure === "rps") {
        const p99 = { app: med(loads.app, "p99"), baseline: med(loads.bare, "p99") };
        results.push({
          ...r,
          name: `${c.name} (p99)`,
          kind: "load-p99",
          unit: "ms",
          ...p99,
          samples: { app: loads.app.map((l) => l.p99), baseline: loads.bare.map((l) => l.p99) },
        });
      }
      log(`${r.name}: ${r.detail}`);
    }
    const qs = `q=${encodeURIComponent(inputs.word)}&discipline_id=${inputs.disciplineId}`;
    await loaded({
      name: `GET /exams/questions-db?${qs}`,
      appPath: `/api/exams/questions-db?${qs}`,
      barePath: `/questions-db?${qs}`,
      connections: 32,
      figure: "p99",
    });
    await loaded({
      name: "GET /disciplines",
      appPath: "/api/disciplines",
      barePath: "/disciplines",
      connections: 64,
      figure: "rps",
    });
    await loaded({ name: "GET /me", appPath: "/api/me", barePath: "/me", connections: 64, figure: "rps" });

    const slowName = "slow readers: GET /me p99 while 10 clients never read the questions report";
    if (wanted(slowName)) {
      const connections = 8;
      const slow = await slowReaders({
        appUrl: app.url,
        auth,
        report: { path: "/api/reports/questions", accept: accept.csv, body: range },
        spoolDir: path.join(tmp, "data", "spool"),
        pool: db.pool,
        clients: 10,
        connections,
        duration,
        cpu,
      });
      const spoolMb = (slow.spoolBytes / 1024 ** 2).toFixed(0);
      const r: CaseResult = {
        name: slowName,
        kind: "load-p99",
        baselineName: `the same load of GET /me without them, ${connections} connections`,
        unit: "ms",
        app: slow.hanging.p99,
        baseline: slow.quiet.p99,
        samples: { app: [slow.hanging.p99], baseline: [slow.quiet.p99] },
        detail: [
          `${slow.began} of ${slow.clients} answers began (${slow.refused} refused)`,
          `the database finished all of them ${(slow.spoolMs / 1000).toFixed(1)} s after the requests`,
          `the spool files then held ${spoolMb} MB (besides 1 MiB each in memory and what the sockets buffer)`,
          `while they hung: p50 ${slow.hanging.p50} ms / p99 ${slow.hanging.p99} ms`,
          `${slow.hanging.rps.toFixed(0)} req/s`,
          `${slow.hanging.errors + slow.hanging.non2xx} failed`,
          `without them: p50 ${slow.quiet.p50} ms / p99 ${slow.quiet.p99} ms / ${slow.quiet.rps.toFixed(0)} req/s`,
          `spool files left after the clients left: ${slow.filesLeft}`,
        ].join("; "),
        cpu: { app: slow.cpu.hanging.app, db: slow.cpu.hanging.db, baselineDb: slow.cpu.quiet.db },
        statements: null,
      };
      results.push(r);
      log(`${r.name}: ${r.detail}`);
      const failed = slow.hanging.errors + slow.hanging.non2xx;
      if (slow.began !== slow.clients || failed > 0 || slow.filesLeft > 0) throw new Error(`${slowName}: ${r.detail}`);
    }

    const loadAndFaults = only
      ? null
      : await runLoadAndFaults({ cluster, db, token, schoolId: inputs.schoolId, quick, tmp, log });
    // CI's `npm test` fuzzes 200 requests per route already; the quick run leaves the longer run out.
    const fuzz = quick || only ? null : await runFuzz(400, log);

    const info: RunInfo = {
      date: new Date().toISOString(),
      quick,
      scale,
      runs: defaultRuns,
      duration,
      poolMax,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? "unknown",
      memoryGiB: os.totalmem() / 1024 ** 3,
      node: process.version,
      postgres: (await db.pool.query<{ server_version: string }>("SHOW server_version")).rows[0]?.server_version ?? "?",
      seedMs,
      buildMs: built ? buildMs : null,
      counts: summary.counts,
      totalRows: summary.total,
      inputs: { ...inputs, groupCount: inputs.groupIds.length },
      totalMs: performance.now() - started,
    };
    writeResults(outFile, info, results, [
      ...(loadAndFaults ? [loadAndFaults.markdown] : []),
      ...(fuzz ? [fuzz.markdown] : []),
    ]);
    log(`wrote ${outFile} (${((performance.now() - started) / 1000).toFixed(0)} s in all)`);
    if (loadAndFaults?.failures.length) throw new Error(`load and faults: ${loadAndFaults.failures.join("; ")}`);
    if (fuzz?.failed) throw new Error("fuzzing: a route answered outside its allowed statuses (see RESULTS.md)");
  } finally {
    await cleanup();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
