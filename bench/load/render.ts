import type { WriteCheck } from "./check-writes";
import type { Kind, MixedLoadRecord } from "./mixed-load";
import type { OutageResult } from "./outage";
import type { compareReads, sessionAcross, tokenFailuresAcross } from "./two-instances";

export type LoadFigures = {
  connections: number;
  duration: number;
  tokenFailureLimit: number;
  examQuestions: number;
  single: { record: MixedLoadRecord; seconds: number; writes: WriteCheck };
  fault: { record: MixedLoadRecord; result: OutageResult; writes: WriteCheck };
  split: {
    record: MixedLoadRecord;
    seconds: number;
    writes: WriteCheck;
    reads: Awaited<ReturnType<typeof compareReads>>;
    session: Awaited<ReturnType<typeof sessionAcross>>;
    rateLimit: Awaited<ReturnType<typeof tokenFailuresAcross>>;
  };
};

/** required: the run fails when it does not hold. */
export type Verdict = { text: string; met: boolean; required: boolean };

const serverErrors = (r: MixedLoadRecord, allow503 = false) =>
  r.samples.filter((s) => s.status >= 500 && !(allow503 && s.status === 503)).length;
const count = (statuses: Record<number, number>, pick: (status: number) => boolean) =>
  Object.entries(statuses).reduce((n, [s, c]) => n + (pick(Number(s)) ? c : 0), 0);
const phase = (r: OutageResult, name: string) => r.phases.find((p) => p.name === name)?.statuses ?? {};

export function verdicts(f: LoadFigures): Verdict[] {
  const { result } = f.fault;
  const down = phase(result, "server down (settled)");
  const writes = [f.single.writes, f.fault.writes, f.split.writes];
  const dropped = [f.single.record, f.fault.record, f.split.record].reduce((n, r) => n + r.errors, 0);
  return [
    { text: "mixed load on one instance: no 5xx", met: serverErrors(f.single.record) === 0, required: true },
    { text: "no connection errors or timeouts in any run", met: dropped === 0, required: true },
    {
      text: "lost writes = 0 (every acknowledged create and update is in the database)",
      met: writes.every((w) => w.lost === 0),
      required: true,
    },
    { text: "no write half applied", met: writes.every((w) => w.halfApplied === 0), required: true },
    { text: "outage: no 5xx but 503", met: serverErrors(f.fault.record, true) === 0, required: true },
    {
      text: "outage: every answer while the server is down is 503 with the JSON error",
      met:
        count(down, (s) => s === 503) > 0 && count(down, (s) => s !== 503) === 0 && f.fault.record.malformed503 === 0,
      required: true,
    },
    {
      text: "outage: the app serves again within 5 s of the server's return",
      met: result.recoveryMs !== null && result.recoveryMs <= 5000,
      required: true,
    },
    {
      text: "outage: no 503 later than 5 s after recovery",
      met: count(phase(result, "later"), (s) => s === 503) === 0,
      required: true,
    },
    { text: "two instances: no 5xx", met: serverErrors(f.split.record) === 0, required: true },
    {
      text: "two instances: the same answers to the same reads",
      met: f.split.reads.differing.length === 0,
      required: true,
    },
    {
      text: "two instances: a session cookie from one is valid on the other",
      met: f.split.session.signedIn && f.split.session.sameUserOnB,
      required: true,
    },
    {
      text: `two instances: the token-failure limit (${f.tokenFailureLimit}/min per client) holds across them`,
      met: f.split.rateLimit.firstLimitedAt !== null,
      required: true,
    },
  ];
}

const kinds: Kind[] = ["read", "report", "create exam", "create question", "update question"];
const statusText = (statuses: Record<number, number>) =>
  Object.entries(statuses)
    .sort((x, y) => Number(x[0]) - Number(y[0]))
    .map(([s, c]) => `${s}: ${c.toLocaleString("en")}`)
    .join(", ") || "none";
const byStatus = (r: MixedLoadRecord, kind?: Kind) =>
  r.samples.reduce<Record<number, number>>(
    (acc, s) => (kind && s.kind !== kind ? acc : ((acc[s.status] = (acc[s.status] ?? 0) + 1), acc)),
    {},
  );

/** Answers by status for each kind of request, e.g. `read (200: 306); report (200: 102); …`. */
export const statusesByKind = (r: MixedLoadRecord) =>
  kinds.map((k) => `${k} (${statusText(byStatus(r, k))})`).join("; ");

function runLines(name: string, r: MixedLoadRecord, seconds: number, w: WriteCheck): string[] {
  return [
    `| ${name} | ${r.requests.toLocaleString("en")} | ${(r.requests / seconds).toFixed(0)} | ${statusText(byStatus(r))} | ${r.errors} | ${w.acknowledged.questions} q, ${w.acknowledged.updates} upd, ${w.acknowledged.exams} ex | ${w.lost} | ${w.halfApplied} |`,
  ];
}

export function renderLoadSection(f: LoadFigures): string {
  const { result } = f.fault;
  const ms = (at: number) => `${((at - result.stopAt) / 1000).toFixed(1)} s`;
  const lines: string[] = ["## Load and faults", ""];
  lines.push(
    `Mixed load with autocannon, ${f.connections} keep-alive connections, bearer token of the platform admin. Each connection repeats: POST /exams/questions-db (a new subject, 2 answers, a group window), the question list of a discipline, POST /exams (1 group, ${f.examQuestions} questions), GET /disciplines, the groups-usage report (JSON, one school), GET /me, PATCH of the new question (3 answers). Both instances are warmed up with the same mix first. Every id of a 201 (and every 200 of an update) is recorded, then looked up in the database; a write is half applied when a question lacks its answers or window, a subject its question, an exam its group or questions. Two app instances of the bench's own (\`next start\`, pool 10 each, same AUTH_SECRET) on one PostgreSQL.`,
    "",
  );
  lines.push(
    "| run | requests | req/s | answers by status | connection errors | acknowledged writes | lost writes | half applied |",
    "|---|---:|---:|---|---:|---|---:|---:|",
  );
  lines.push(...runLines(`one instance, ${f.duration} s`, f.single.record, f.single.seconds, f.single.writes));
  lines.push(
    ...runLines(
      `one instance, ${result.plan.duration} s with a ${result.plan.outage} s outage`,
      f.fault.record,
      result.plan.duration,
      f.fault.writes,
    ),
  );
  lines.push(
    ...runLines(
      `two instances, ${f.connections / 2} connections each, ${f.duration} s`,
      f.split.record,
      f.split.seconds,
      f.split.writes,
    ),
  );
  lines.push("");
  lines.push(`By request, one instance: ${statusesByKind(f.single.record)}.`, "");
  lines.push(
    `### Outage`,
    "",
    `PostgreSQL got a fast shutdown (SIGINT) ${result.plan.stopAfter} s into the run and was down ${ms(result.downAt)} after it; it was started again ${ms(result.startAt)} after the stop and accepted connections at ${ms(result.upAt)}. The app's first 200 (GET /me polled every 100 ms) came ${result.recoveryMs === null ? "never" : `${result.recoveryMs.toFixed(0)} ms`} after that. Answers by phase (times from the stop):`,
    "",
    "| phase | answers by status |",
    "|---|---|",
    ...result.phases.map((p) => `| ${p.name} | ${statusText(p.statuses)} |`),
    "",
    `503 bodies not the JSON error: ${f.fault.record.malformed503}. Stored writes of the run, acknowledged or not: ${f.fault.writes.stored.questions} questions, ${f.fault.writes.stored.exams} exams (a commit whose answer the outage cut off is stored but not acknowledged).`,
    "",
  );
  const { reads, session, rateLimit } = f.split;
  lines.push(
    "### Two instances",
    "",
    `- Reads compared after the load (status and body, the instance's own origin aside): ${reads.compared}, differing: ${reads.differing.length ? reads.differing.join(", ") : "none"}.`,
    `- Signed in on instance A with the credentials form; the session cookie on B: ${session.sameUserOnB ? "the same user" : session.signedIn ? "**refused**" : "**sign-in failed**"}.`,
    `- ${rateLimit.sent} requests with unknown bearer tokens alternating between A and B (\`RATE_LIMIT_TOKEN_FAILURES_PER_MINUTE=${f.tokenFailureLimit}\` on both): ${statusText(rateLimit.statuses)}; ${rateLimit.firstLimitedAt === null ? "**never limited: the app does not enforce this limit**" : `first 429 at request ${rateLimit.firstLimitedAt}`}.`,
    "",
    "### Checks",
    "",
  );
  for (const v of verdicts(f))
    lines.push(`- ${v.met ? "yes" : "**no**"} — ${v.text}${v.required ? "" : " (reported, does not fail the run)"}`);
  lines.push("");
  return lines.join("\n");
}
