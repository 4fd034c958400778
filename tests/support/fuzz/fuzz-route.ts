import fc from "fast-check";
import { errorStatus, type ErrorCode } from "@/server/errors/domain-error";
import type { AnyRoute } from "@/server/rest/define-route";
import type { ChangeLog } from "./change-log";
import type { IdPools } from "./id-pools";
import { expectationFor, type Expectation } from "./oracle";
import { requestCaseArbitrary, type Caller, type FuzzCase } from "./request-case";
import type { ValidExamples } from "./valid-examples";
import { caseUrl, sendCase, type Answer } from "./send-case";

/** A running server and its database, with the credentials and ids the fuzzer uses. */
export type FuzzTarget = {
  baseUrl: string;
  /** The tables each request's committed writes touched. */
  changes: ChangeLog;
  pools: IdPools;
  examples: ValidExamples;
  headers: Record<Exclude<Caller, "invalid">, Record<string, string>> & { invalid: Record<string, string>[] };
  timeoutMs: number;
};

export type FuzzStats = { runs: number; statuses: Record<number, number> };

function checkAnswer(answer: Answer, expected: Expectation): void {
  const excerpt = answer.text.slice(0, 300);
  if (!expected.allowed.has(answer.status))
    throw new Error(
      `status ${answer.status}, allowed ${[...expected.allowed].join("/")} (${expected.reason}); body: ${excerpt}`,
    );
  if (answer.status < 400) {
    if (/json/.test(answer.contentType)) JSON.parse(answer.text);
    return;
  }
  if (!/^application\/json/.test(answer.contentType))
    throw new Error(`error ${answer.status} is not JSON (${answer.contentType}): ${excerpt}`);
  const code = (JSON.parse(answer.text) as { error?: { code?: unknown } }).error?.code;
  if (typeof code !== "string" || errorStatus[code as ErrorCode] !== answer.status)
    throw new Error(`error ${answer.status} has code ${String(code)}: ${excerpt}`);
}

const short = (value: unknown) =>
  JSON.stringify(value, (_, v: unknown) =>
    typeof v === "string" && v.length > 120 ? `${v.slice(0, 60)}…(${v.length} chars)` : v,
  );

function describeCase(route: AnyRoute, c: FuzzCase): string {
  const { body, ...rest } = c;
  const text = body
    ? `${body.contentType ?? "(no content type)"} ${body.text.length} chars: ${body.text.slice(0, 200)}`
    : "(none)";
  return `${route.method} ${route.path} ${short(rest)}\n  body: ${text}`;
}

/**
 * Sends `runs` generated requests to one route and checks every answer: an allowed status, a JSON
 * error with a code that maps to it, no hang, and (for writes) an unchanged database after a refusal.
 */
export async function fuzzRoute(route: AnyRoute, target: FuzzTarget, runs: number, seed?: number): Promise<FuzzStats> {
  const statuses: Record<number, number> = {};
  const writes = route.method !== "GET";
  // What was written before this route's first request is not its doing.
  if (writes) await target.changes.take();
  const property = fc.asyncProperty(requestCaseArbitrary(route, target.pools, target.examples), async (c) => {
    const url = caseUrl(target.baseUrl, route, c);
    const expected = expectationFor(route, c, url);
    const answer = await sendCase(
      url,
      route,
      c,
      c.caller === "invalid"
        ? target.headers.invalid[c.credential % target.headers.invalid.length]!
        : target.headers[c.caller],
      target.timeoutMs,
    );
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    checkAnswer(answer, expected);
    if (!writes) return;
    const changed = await target.changes.take();
    if (answer.status >= 400 && changed.length)
      throw new Error(`refused with ${answer.status}, yet changed: ${changed.join(", ")}`);
  });
  // No shrinking: every run is a real request with side effects, and the case is printed whole.
  const details = await fc.check(property, { numRuns: runs, seed, endOnFailure: true });
  if (details.failed) {
    const [c] = details.counterexample ?? [];
    const cause =
      details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(
      `${cause}\n  case: ${c ? describeCase(route, c) : "?"}\n  replay: FUZZ_SEED=${details.seed} (run ${details.numRuns})`,
    );
  }
  return { runs: details.numRuns, statuses };
}
