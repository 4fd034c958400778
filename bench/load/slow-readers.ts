import fs from "node:fs";
import path from "node:path";
import type pg from "pg";
import { neverReadingClient } from "../../tests/support/never-reading-client";
import { load, type Load } from "../lib/http";

export type SlowReadersResult = {
  clients: number;
  /** Answers that began (200), and those refused (429: the per-user limit). */
  began: number;
  refused: number;
  /** From the requests to the database having finished every report (no COPY running). */
  spoolMs: number;
  /** Bytes the spool held while the clients hung, and files left after they were gone. */
  spoolBytes: number;
  filesLeft: number;
  quiet: Load;
  hanging: Load;
  /** CPU ms per second of each load: the app's process tree and PostgreSQL's. */
  cpu: { quiet: Cpu; hanging: Cpu };
};

type Cpu = { app: number; db: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const spoolFiles = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => path.join(dir, name)) : []);

async function copiesRunning(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity
     WHERE state = 'active' AND query LIKE 'COPY (%' AND pid <> pg_backend_pid()`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * `clients` connections each ask for the report and never read a byte, as stuck or malicious
 * clients do; once the database has produced every report (the answers wait in the app's spool),
 * GET /api/me is loaded for `duration` s, and compared with the same load without them. Then the
 * clients leave and the spool directory must empty.
 */
export async function slowReaders(options: {
  appUrl: string;
  auth: Record<string, string>;
  report: { path: string; accept: string; body: unknown };
  spoolDir: string;
  pool: pg.Pool;
  clients: number;
  connections: number;
  duration: number;
  cpu: () => Cpu;
}): Promise<SlowReadersResult> {
  const meLoad = async (): Promise<[Load, Cpu]> => {
    const before = options.cpu();
    const result = await load(`${options.appUrl}/api/me`, {
      connections: options.connections,
      duration: options.duration,
      headers: options.auth,
    });
    const after = options.cpu();
    return [
      result,
      { app: (after.app - before.app) / options.duration, db: (after.db - before.db) / options.duration },
    ];
  };
  const warmUp = { connections: options.connections, duration: 1, headers: options.auth };
  await load(`${options.appUrl}/api/me`, warmUp);
  const [quiet, quietCpu] = await meLoad();
  const started = performance.now();
  const { report } = options;
  const headers = { ...options.auth, accept: report.accept, "content-type": "application/json" };
  const hung = Array.from({ length: options.clients }, () =>
    neverReadingClient(options.appUrl, {
      method: "POST",
      path: report.path,
      headers,
      body: JSON.stringify(report.body),
    }),
  );
  try {
    const deadline = Date.now() + 10 * 60_000;
    while (hung.some((c) => c.buffered() === 0) || (await copiesRunning(options.pool)) > 0) {
      if (Date.now() > deadline) throw new Error("slow readers: the reports did not begin within 10 minutes");
      await sleep(200);
    }
    const spoolMs = performance.now() - started;
    const spoolBytes = spoolFiles(options.spoolDir).reduce(
      (n, file) => n + fs.statSync(file, { throwIfNoEntry: false })!.size,
      0,
    );
    const statuses = hung.map((c) => c.statusLine());
    const [hanging, hangingCpu] = await meLoad();
    for (const client of hung) client.destroy();
    for (let waited = 0; waited < 10_000 && spoolFiles(options.spoolDir).length > 0; waited += 100) await sleep(100);
    return {
      clients: options.clients,
      began: statuses.filter((s) => s.includes(" 200 ")).length,
      refused: statuses.filter((s) => s.includes(" 429 ")).length,
      spoolMs,
      spoolBytes,
      filesLeft: spoolFiles(options.spoolDir).length,
      quiet,
      hanging,
      cpu: { quiet: quietCpu, hanging: hangingCpu },
    };
  } finally {
    for (const client of hung) client.destroy();
  }
}
