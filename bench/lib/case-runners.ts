import type { AppProcess } from "./app";
import { load, type Load } from "./http";
import { rssGrowthResult, type CaseResult } from "./results";
import type { statementStats } from "./statements";
import { median, timeRuns } from "./stats";
import { rssPeak, treeRssMb } from "./cpu";

/** The media types the reports are asked for. */
export const accept = {
  json: "application/json",
  csv: "text/csv",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/** What a case needs of the run: the servers and token, CPU and statement counters, where results go. */
export type BenchRun = {
  app: AppProcess;
  bare: AppProcess;
  auth: Record<string, string>;
  cpu: () => { app: number; bare: number; db: number };
  statements: Awaited<ReturnType<typeof statementStats>>;
  results: CaseResult[];
  wanted: (name: string) => boolean;
  runs: number;
  duration: number;
  log: (msg: string) => void;
};

/** The bench's two kinds of case, each measured against its baseline in the same run, results pushed to `run`. */
export function caseRunners(run: BenchRun) {
  const { app, bare, auth, cpu, statements, results, wanted, duration, log } = run;
  const defaultRuns = run.runs;

  /** One timed case: app request to last byte vs the baseline, each `runs` times after a warm-up. */
  async function timed(c: {
    name: string;
    kind: CaseResult["kind"];
    baselineName: string;
    app: () => Promise<{ bytes: number }>;
    baseline: () => Promise<unknown>;
    rss?: boolean;
    /** The case's own number of runs, for the full bench: `--quick` (one run) runs every case once. */
    runs?: number;
  }) {
    if (!wanted(c.name)) return;
    const runs = Math.min(c.runs ?? defaultRuns, defaultRuns === 1 ? 1 : Infinity);
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
    const figures = `${r.app.toFixed(1)} ms vs ${r.baseline.toFixed(1)} ms (${r.detail})`;
    log(`${r.name}: ${figures}, server RSS +${rssGrowth.toFixed(0)} MB`);
    if (c.rss) results.push(rssGrowthResult(r, c.name, rssGrowth, rssBefore));
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
    const figures = (list: Load[]) =>
      `p50 ${med(list, "p50")} ms / p99 ${med(list, "p99")} ms / ${med(list, "rps").toFixed(0)} req/s`;
    const r: CaseResult = {
      name: c.name,
      kind: c.figure === "rps" ? "load-rps" : "load-p99",
      baselineName: `bare node:http + pg, same SQL, ${c.connections} connections`,
      unit: c.figure === "rps" ? "req/s" : "ms",
      app: c.figure === "rps" ? med(loads.app, "rps") : med(loads.app, "p99"),
      baseline: c.figure === "rps" ? med(loads.bare, "rps") : med(loads.bare, "p99"),
      samples: { app: loads.app.map((l) => l[c.figure]), baseline: loads.bare.map((l) => l[c.figure]) },
      detail: `app ${figures(loads.app)}; bare ${figures(loads.bare)}`,
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

  return { timed, loaded };
}
