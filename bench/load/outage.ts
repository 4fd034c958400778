import type { PgCluster } from "../../tests/support/pg-cluster";
import { postmasterPid } from "../lib/cpu";
import { mixedLoad, type MixedLoadRecord, type MixInputs, type Sample } from "./mixed-load";

export type OutagePlan = { connections: number; duration: number; stopAfter: number; outage: number };

/** Moments of the run (ms, performance.now()) and what the responses between them were. */
export type OutageResult = {
  plan: OutagePlan;
  stopAt: number;
  downAt: number;
  startAt: number;
  upAt: number;
  /** The first 200 of the polled read after the server was back, or null when none came. */
  recoveredAt: number | null;
  recoveryMs: number | null;
  phases: { name: string; statuses: Record<number, number> }[];
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGINT is PostgreSQL's fast shutdown (what `pg_ctl stop -m fast` sends), without blocking the load generator. */
async function stopServer(cluster: PgCluster) {
  const pid = postmasterPid(`${cluster.dir}/data`);
  if (!pid) throw new Error("PostgreSQL is not running");
  process.kill(pid, "SIGINT");
  while (alive(pid)) await sleep(20);
}

/** Polls a cheap authenticated read every 100 ms until it answers 200; null after `limitMs`. */
async function firstOk(url: string, token: string, limitMs: number): Promise<number | null> {
  const deadline = performance.now() + limitMs;
  while (performance.now() < deadline) {
    const response = await fetch(`${url}/api/me`, { headers: { authorization: `Bearer ${token}` } }).catch(() => null);
    await response?.arrayBuffer();
    if (response?.status === 200) return performance.now();
    await sleep(100);
  }
  return null;
}

const tally = (samples: Sample[]) =>
  samples.reduce<Record<number, number>>((acc, s) => ((acc[s.status] = (acc[s.status] ?? 0) + 1), acc), {});

/**
 * The mixed load against one app while PostgreSQL stops for `outage` seconds after `stopAfter`
 * seconds, then starts again; recovery is the time from the server accepting connections again to
 * the app's first 200.
 */
export async function loadWithOutage(
  url: string,
  mix: MixInputs,
  cluster: PgCluster,
  plan: OutagePlan,
  record: MixedLoadRecord,
): Promise<OutageResult> {
  const load = mixedLoad(url, mix, plan, record);
  await sleep(plan.stopAfter * 1000);
  const stopAt = performance.now();
  await stopServer(cluster);
  const downAt = performance.now();
  await sleep(plan.outage * 1000);
  const startAt = performance.now();
  cluster.start();
  const upAt = performance.now();
  const recoveredAt = await firstOk(url, mix.token, 60_000);
  await load;
  const settled = downAt + 2000;
  const between = (from: number, to: number) => tally(record.samples.filter((s) => s.at >= from && s.at < to));
  return {
    plan,
    stopAt,
    downAt,
    startAt,
    upAt,
    recoveredAt,
    recoveryMs: recoveredAt === null ? null : recoveredAt - upAt,
    phases: [
      { name: "before the stop", statuses: between(-Infinity, stopAt) },
      { name: "server stopping, first 2 s down", statuses: between(stopAt, settled) },
      { name: "server down (settled)", statuses: between(settled, startAt) },
      { name: "server starting, until the app's first 200", statuses: between(startAt, recoveredAt ?? Infinity) },
      {
        name: "first 5 s after recovery",
        statuses: recoveredAt === null ? {} : between(recoveredAt, recoveredAt + 5000),
      },
      { name: "later", statuses: recoveredAt === null ? {} : between(recoveredAt + 5000, Infinity) },
    ],
  };
}
