import { spawn } from "node:child_process";
import os from "node:os";
import pg from "pg";
import path from "node:path";
import type { Database } from "@/server/db/client";
import { freePort, type PgCluster } from "../../tests/support/pg-cluster";
import { psql, startStandby } from "../../tests/support/pg-standby";
import { startApp, type AppProcess } from "../lib/app";
import { postmasterPid } from "../lib/cpu";
import { load, type Load } from "../lib/http";
import { pin, unpin } from "../lib/pin";
import type { CaseResult } from "../lib/results";
import { mixInputs } from "./load-and-faults";
import { questionBody } from "./mixed-load";

export const writesDuringReportsName = (from: "standby" | "primary") =>
  `question create p99, 4 connections, while 4 whole-scope questions reports stream from the ${from}`;

const reports = 4;
const writers = 4;

/**
 * Issue #34: what heavy reads cost the writes on the primary. Question creates through one instance at 4
 * connections, alone and while four whole-scope questions reports (CSV) run one after another on each of four
 * clients (curl) through another instance, reading from a streaming standby (DATABASE_REPLICA_URLS), then from the
 * primary (an instance without replicas). With two cores or more, the primary and the writing instance run on core
 * 0, the standby, the reporting instances and the report clients on the others (taskset), standing for separate
 * machines.
 */
export async function writesDuringReports(ctx: {
  cluster: PgCluster;
  db: Database;
  writer: AppProcess;
  token: string;
  schoolId: string;
  range: { start_date: number; end_date: number };
  duration: number;
  runs: number;
  tmp: string;
  log: (message: string) => void;
}): Promise<CaseResult[]> {
  const standby = await startStandby(ctx.cluster);
  const reporting: AppProcess[] = [];
  const closers: (() => Promise<void>)[] = [];
  const primaryPid = postmasterPid(path.join(ctx.cluster.dir, "data"));
  const standbyPid = postmasterPid(standby.dir);
  const split = os.cpus().length > 1;
  const otherCores = `1-${os.cpus().length - 1}`;
  try {
    const start = (name: string, env: Record<string, string>) =>
      freePort().then((port) =>
        startApp({
          port,
          databaseUrl: ctx.cluster.url,
          poolMax: 10,
          logFile: path.join(ctx.tmp, `${name}.log`),
          dataDir: path.join(ctx.tmp, `${name}-data`),
          env: { HEAVY_REQUESTS_PER_USER: "100", ...env },
        }),
      );
    const [onStandby, onPrimary] = await Promise.all([
      start("reports-standby", { DATABASE_REPLICA_URLS: standby.url }),
      start("reports-primary", {}),
    ]);
    reporting.push(onStandby, onPrimary);
    if (split) {
      // The bench's own process, whose autocannon sends the creates, with them.
      pin([primaryPid, ctx.writer.pid, process.pid], "0");
      pin([standbyPid, onStandby.pid, onPrimary.pid], otherCores);
    }
    const mix = await mixInputs({ db: ctx.db, token: ctx.token, schoolId: ctx.schoolId });
    const tag = `bench-writes-${Date.now().toString(36)}`;
    const headers = { authorization: `Bearer ${ctx.token}`, "content-type": "application/json" };
    const writes = (duration: number): Promise<Load> =>
      load(`${ctx.writer.url}/api/exams/questions-db`, {
        connections: writers,
        duration,
        requests: [
          {
            method: "POST",
            headers,
            setupRequest: (req) => ({
              ...req,
              body: JSON.stringify(questionBody({ ...mix, tag }, `${tag} ${crypto.randomUUID()}`, 1)),
            }),
          },
        ],
      });
    // The report clients are curl loops off the writers' core: clients elsewhere, as the instances' users are.
    const reportLoop = (app: AppProcess) => {
      const curl =
        `curl -s -o /dev/null -w '%{http_code}\\n' -X POST -H "authorization: Bearer $TOKEN" ` +
        `-H 'content-type: application/json' -H 'accept: text/csv' --data "$BODY" "$URL"`;
      const command = ["sh", "-c", `while :; do ${curl}; done`];
      const child = spawn(split ? "taskset" : command[0]!, split ? ["-c", otherCores, ...command] : command.slice(1), {
        env: {
          ...process.env,
          TOKEN: ctx.token,
          BODY: JSON.stringify(ctx.range),
          URL: `${app.url}/api/reports/questions`,
        },
        stdio: ["ignore", "pipe", "ignore"],
        detached: true,
      });
      const statuses: string[] = [];
      child.stdout.on("data", (data: Buffer) => statuses.push(...data.toString().split("\n").filter(Boolean)));
      return { statuses, stop: () => process.kill(-child.pid!, "SIGKILL") };
    };
    const duringReports = async (app: AppProcess) => {
      const loops = Array.from({ length: reports }, () => reportLoop(app));
      // The reports under way first: the writes meet them streaming, not starting.
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Where the reports' statements run: the most client backends active at once on the standby, read every
      // 200 ms while the creates go on (a small report is over between two reads more often than not).
      let onStandby = 0;
      const sample = setInterval(
        () => void standbyActive().then((active) => (onStandby = Math.max(onStandby, active))),
        200,
      );
      const measured = await writes(ctx.duration).finally(() => {
        clearInterval(sample);
        loops.forEach((loop) => loop.stop());
      });
      const statuses = loops.flatMap((loop) => loop.statuses);
      if (statuses.some((status) => status !== "200")) throw new Error(`reports answered ${statuses.join(", ")}`);
      return { measured, done: statuses.length, onStandby };
    };
    const lsn = (url: string, query: string) => psql(url, `SELECT (${query} - '0/0'::pg_lsn)::text`);
    const caughtUp = async () => {
      const target = BigInt(lsn(ctx.cluster.url, "pg_current_wal_insert_lsn()"));
      while (BigInt(lsn(standby.url, "pg_last_wal_replay_lsn()")) < target)
        await new Promise((resolve) => setTimeout(resolve, 200));
      // The instances poll every 200 ms.
      await new Promise((resolve) => setTimeout(resolve, 500));
    };
    // Asynchronous, unlike psql: the creates' load runs in this process.
    const observer = new pg.Client({ connectionString: standby.url });
    await observer.connect();
    closers.push(() => observer.end());
    const standbyActive = async () => {
      const { rows } = await observer.query<{ active: number }>(
        "SELECT count(*)::int AS active FROM pg_stat_activity WHERE backend_type = 'client backend' " +
          "AND state = 'active' AND pid <> pg_backend_pid() AND query NOT LIKE '%pg_last_wal_replay_lsn%'",
      );
      return rows[0]!.active;
    };

    // The other cores kept as busy as the reports keep them, touching no database: two vCPUs of one machine share
    // more than two machines do (caches, often one physical core), and that share is not the database's.
    const busyOtherCores = async () => {
      if (!split) return writes(ctx.duration);
      const loops = Array.from({ length: os.cpus().length - 1 }, (_, i) =>
        spawn("taskset", ["-c", String(i + 1), "sh", "-c", "while :; do :; done"], { stdio: "ignore" }),
      );
      return writes(ctx.duration).finally(() => loops.forEach((loop) => loop.kill("SIGKILL")));
    };
    // Warm-up: Next compiles the routes on their first request, V8 optimises the next ones; a reporting instance
    // reads from the primary until its first poll of the standby has answered, and the standby has WAL to replay
    // after its base backup.
    await writes(Math.min(3, ctx.duration));
    const day = { start_date: ctx.range.start_date, end_date: ctx.range.start_date + 86_400_000 };
    for (const app of [onStandby, onPrimary])
      await fetch(`${app.url}/api/reports/questions`, { method: "POST", headers, body: JSON.stringify(day) }).then(
        (answer) => answer.arrayBuffer(),
      );
    await caughtUp();
    type Sample = Awaited<ReturnType<typeof duringReports>>;
    const runs: { idle: Load; quiet: Load; standby: Sample; primary: Sample }[] = [];
    for (let i = 0; i < ctx.runs; i++) {
      const idle = await writes(ctx.duration);
      const quiet = await busyOtherCores();
      runs.push({ idle, quiet, standby: await duringReports(onStandby), primary: await duringReports(onPrimary) });
    }
    await ctx.db.pool.query("DELETE FROM bank_questions WHERE source = $1", [tag]);
    const failed = runs
      .flatMap((run) => [run.idle, run.quiet, run.standby.measured, run.primary.measured])
      .reduce((n, l) => n + l.errors + l.non2xx, 0);
    if (failed) throw new Error(`writes during reports: ${failed} creates failed`);
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
    const of = (pick: (run: (typeof runs)[number]) => number) => median(runs.map(pick));
    const placement = split
      ? `primary and writing instance on core 0, standby, reporting instances and report clients on the others`
      : "one core: all on it";
    const result = (from: "standby" | "primary"): CaseResult => ({
      name: writesDuringReportsName(from),
      kind: "load-p99",
      baselineName: split ? "the same creates without reports, the other cores busy" : "the same creates alone",
      unit: "ms",
      app: of((run) => run[from].measured.p99),
      baseline: of((run) => run.quiet.p99),
      samples: { app: runs.map((run) => run[from].measured.p99), baseline: runs.map((run) => run.quiet.p99) },
      detail:
        `medians of ${runs.length}: creates p50 ${of((run) => run[from].measured.p50)} ms, ` +
        `${of((run) => run[from].measured.rps).toFixed(0)}/s (without reports p50 ${of((run) => run.quiet.p50)} ms, ` +
        `${of((run) => run.quiet.rps).toFixed(0)}/s; with the other cores idle p99 ${of((run) => run.idle.p99)} ms); ` +
        `${runs.reduce((n, run) => n + run[from].done, 0)} reports finished meanwhile; statements active on the ` +
        `standby at most: ${runs.map((run) => run[from].onStandby).join(", ")}` +
        `; ${placement}`,
      cpu: { app: NaN, db: NaN, baselineDb: NaN },
      statements: null,
    });
    const cases = [result("standby"), result("primary")];
    for (const c of cases) ctx.log(`${c.name}: ${c.app} ms vs ${c.baseline} ms alone (${c.detail})`);
    if (runs.some((run) => run.standby.onStandby === 0))
      throw new Error("writes during reports: the standby ran no report during a run");
    return cases;
  } finally {
    if (split) unpin([primaryPid, ctx.writer.pid, process.pid]);
    await Promise.all(closers.map((close) => close()));
    await Promise.all(reporting.map((app) => app.stop()));
    standby.stop();
  }
}
