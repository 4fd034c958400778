import path from "node:path";
import type { Database } from "@/server/db/client";
import { freePort, type PgCluster } from "../../tests/support/pg-cluster";
import { startApp, type AppProcess } from "../lib/app";
import { checkWrites } from "./check-writes";
import { emptyRecord, mixedLoad, type MixInputs } from "./mixed-load";
import { loadWithOutage } from "./outage";
import { renderLoadSection, statusesByKind, verdicts, type LoadFigures } from "./render";
import { compareReads, sessionAcross, tokenFailuresAcross } from "./two-instances";

export type LoadContext = {
  cluster: PgCluster;
  db: Database;
  /** A platform admin's API token. */
  token: string;
  schoolId: string;
  quick: boolean;
  tmp: string;
  log: (message: string) => void;
};

/** The markdown section for RESULTS.md, and the checks that failed (empty when all held). */
export type LoadSection = { markdown: string; failures: string[] };

const tokenFailureLimit = 20;

/** A group of the school, its discipline with the most bank questions, and three of those questions for the exams. */
export async function mixInputs(ctx: Pick<LoadContext, "db" | "token" | "schoolId">): Promise<MixInputs> {
  const { pool } = ctx.db;
  const pair = (
    await pool.query<{ group_id: string; discipline_id: number }>(
      `SELECT gd.group_id, gd.discipline_id FROM group_disciplines gd JOIN groups g ON g.id = gd.group_id WHERE g.school_id = $1
       ORDER BY (SELECT count(*) FROM bank_questions q WHERE q.discipline_id = gd.discipline_id) DESC, gd.group_id LIMIT 1`,
      [ctx.schoolId],
    )
  ).rows[0];
  if (!pair) throw new Error("the school has no group with a discipline");
  const questions = await pool.query<{ id: string }>(
    `SELECT id FROM bank_questions WHERE discipline_id = $1 ORDER BY school_id = $2 DESC, id LIMIT 3`,
    [pair.discipline_id, ctx.schoolId],
  );
  const groups = await pool.query<{ id: string }>(`SELECT id FROM groups WHERE school_id = $1 ORDER BY id`, [
    ctx.schoolId,
  ]);
  return {
    token: ctx.token,
    schoolId: ctx.schoolId,
    groupId: pair.group_id,
    disciplineId: pair.discipline_id,
    examQuestionIds: questions.rows.map((r) => r.id),
    usageGroupIds: groups.rows.map((r) => r.id),
    tag: `bench-load-${Date.now().toString(36)}`,
  };
}

/**
 * Issue #9's load and fault runs on the bench's PostgreSQL, against two app instances of their own
 * (sharing AUTH_SECRET and the database, with the token-failure limit set): the mixed load on one,
 * the same load through a 10-second stop of the server, the load split over both, then sessions,
 * reads and the rate limit across them. Writes are checked in the database after each run.
 */
export async function runLoadAndFaults(ctx: LoadContext): Promise<LoadSection> {
  const connections = ctx.quick ? 8 : 64;
  const duration = ctx.quick ? 3 : 60;
  const outage = ctx.quick
    ? { connections, duration: 9, stopAfter: 2, outage: 3 }
    : { connections, duration: 40, stopAfter: 10, outage: 10 };
  // The mix stands for many users on one token: the per-user limit of heavy requests is lifted.
  const env = { RATE_LIMIT_TOKEN_FAILURES_PER_MINUTE: String(tokenFailureLimit), HEAVY_REQUESTS_PER_USER: "1000" };
  const start = async (name: string): Promise<AppProcess> =>
    startApp({
      port: await freePort(),
      databaseUrl: ctx.cluster.url,
      poolMax: 10,
      logFile: path.join(ctx.tmp, `${name}.log`),
      dataDir: path.join(ctx.tmp, `${name}-data`),
      env,
    });
  const [a, b] = await Promise.all([start("load-a"), start("load-b")]);
  try {
    const mix = await mixInputs(ctx);
    const examQuestions = mix.examQuestionIds.length;
    ctx.log(`load: instances at ${a.url} and ${b.url}; ${connections} connections, ${duration} s mixed`);

    // Next compiles a route on its first request: warm both instances so the runs measure the app, not that.
    await Promise.all(
      [a, b].map((app) =>
        mixedLoad(
          app.url,
          { ...mix, tag: `${mix.tag}-warm-up` },
          { connections: 4, duration: ctx.quick ? 1 : 3 },
          emptyRecord(),
        ),
      ),
    );
    const single = emptyRecord();
    const singleStarted = performance.now();
    await mixedLoad(a.url, { ...mix, tag: `${mix.tag}-one` }, { connections, duration }, single);
    const singleSeconds = (performance.now() - singleStarted) / 1000;
    const singleWrites = await checkWrites(ctx.db.pool, `${mix.tag}-one`, single, examQuestions);
    ctx.log(
      `load: one instance, ${single.requests} requests, lost ${singleWrites.lost}, half-applied ${singleWrites.halfApplied}`,
    );

    const faulted = emptyRecord();
    const fault = await loadWithOutage(a.url, { ...mix, tag: `${mix.tag}-outage` }, ctx.cluster, outage, faulted);
    const faultWrites = await checkWrites(ctx.db.pool, `${mix.tag}-outage`, faulted, examQuestions);
    const recovery = `recovery ${fault.recoveryMs?.toFixed(0) ?? "none"} ms`;
    const writes = `lost ${faultWrites.lost}, half-applied ${faultWrites.halfApplied}`;
    // By request kind, so that a CI log says which request answered outside 503.
    ctx.log(`load: outage of ${outage.outage} s, ${recovery}, ${writes}; ${statusesByKind(faulted)}`);

    const split = emptyRecord();
    const splitStarted = performance.now();
    const half = { connections: connections / 2, duration };
    await Promise.all([
      mixedLoad(a.url, { ...mix, tag: `${mix.tag}-two` }, half, split),
      mixedLoad(b.url, { ...mix, tag: `${mix.tag}-two` }, half, split),
    ]);
    const splitSeconds = (performance.now() - splitStarted) / 1000;
    const splitWrites = await checkWrites(ctx.db.pool, `${mix.tag}-two`, split, examQuestions);
    const reads = await compareReads(a.url, b.url, mix, split.createdQuestions);
    const session = await sessionAcross(a.url, b.url, "admin@example.com", "demo-password");
    // Last: once limited, this client's bearer calls may be refused for the rest of the minute.
    const rateLimit = await tokenFailuresAcross(a.url, b.url, tokenFailureLimit);
    ctx.log(
      `load: two instances, ${split.requests} requests, reads differing ${reads.differing.length}, session across ${session.sameUserOnB}, first 429 at ${rateLimit.firstLimitedAt ?? "none"}`,
    );

    const figures: LoadFigures = {
      connections,
      duration,
      tokenFailureLimit,
      examQuestions,
      single: { record: single, seconds: singleSeconds, writes: singleWrites },
      fault: { record: faulted, result: fault, writes: faultWrites },
      split: { record: split, seconds: splitSeconds, writes: splitWrites, reads, session, rateLimit },
    };
    return {
      markdown: renderLoadSection(figures),
      failures: verdicts(figures)
        .filter((v) => !v.met && v.required)
        .map((v) => v.text),
    };
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
}
