import fc from "fast-check";
import type { z } from "zod";
import { appRouter } from "@/server/trpc/app-router";
import { breakValue, toJsonText, valueBreakArbitrary } from "./break-value";
import type { FuzzStats, FuzzTarget } from "./fuzz-route";
import { holdsUnstorableText } from "./oracle";
import type { Caller } from "./request-case";
import { jsonSchemaOf, schemaArbitrary } from "./schema-arbitrary";

type Procedure = { _def: { type: "query" | "mutation" | "subscription"; inputs: z.ZodType[] } };

/** Every procedure of the app router by its dotted path, with its kind and input schema (none for list-style queries). */
export function trpcProcedures(): { key: string; type: "query" | "mutation"; input?: z.ZodType }[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, Procedure>;
  return Object.entries(procedures).map(([key, p]) => ({
    key,
    type: p._def.type === "mutation" ? "mutation" : "query",
    input: p._def.inputs[0],
  }));
}

type TrpcCase = { caller: Caller; credential: number; text?: string; notes: string[] };

// A bare `id` names its kind only through the router (the id pools match on field names).
const idHints: Record<string, string[]> = {
  tokens: ["token"],
  disciplines: ["discipline"],
  availability: ["block"],
  "availability.updateSeries": ["series"],
  "availability.removeSeries": ["series"],
};
const callers = fc.constantFrom<Caller>(
  "admin",
  "admin",
  "admin",
  "admin",
  "admin",
  "schoolAdmin",
  "schoolAdmin",
  "schoolAdmin",
  "schoolAdmin",
  "invalid",
);
const notJson = ["{", "undefined", "{'a':1}", "[1,]", '"\\ud800', "\u0000", "NaN"];

function caseArbitrary(key: string, input: z.ZodType | undefined, target: FuzzTarget): fc.Arbitrary<TrpcCase> {
  const valid = input
    ? schemaArbitrary(jsonSchemaOf(input), target.pools, idHints[key] ?? idHints[key.split(".")[0]!] ?? [])
    : fc.constant(undefined);
  const mode = fc.constantFrom("valid", "broken", "broken", "broken", "broken", "not-json");
  return fc
    .record({
      caller: callers,
      credential: fc.nat(),
      valid,
      mode,
      breaks: fc.array(valueBreakArbitrary, { minLength: 1, maxLength: 3 }),
      variant: fc.nat(),
    })
    .map(({ caller, credential, valid, mode, breaks, variant }) => {
      if (mode === "not-json")
        return { caller, credential, text: notJson[variant % notJson.length], notes: ["not-json"] };
      if (mode === "valid")
        return { caller, credential, text: valid === undefined ? undefined : toJsonText(valid), notes: [] };
      return {
        caller,
        credential,
        text: toJsonText(breaks.reduce(breakValue, valid ?? {})),
        notes: breaks.map((b) => `${b.kind}/${b.variant}`),
      };
    });
}

/** Node's HTTP server refuses a request line and headers over 16 KB with 431, before the app: a query's input travels in the URL. */
const maxUrlLength = 15_000;

/**
 * The statuses allowed, from the procedure's own schema, in the order the app checks, as on REST:
 * the credential, then the input's JSON and text the database cannot store, then the schema.
 */
function allowedFor(input: z.ZodType | undefined, c: TrpcCase): { allowed: Set<number>; reason: string } {
  if (c.caller === "invalid") return { allowed: new Set([401]), reason: "no valid credential" };
  let value: unknown;
  try {
    value = c.text === undefined ? undefined : JSON.parse(c.text);
  } catch {
    return { allowed: new Set([400]), reason: "not JSON" };
  }
  if (holdsUnstorableText(value)) return { allowed: new Set([400]), reason: "text the database cannot store" };
  if (input && !input.safeParse(value).success)
    return { allowed: new Set([400, 422]), reason: "input fails the schema" };
  return { allowed: new Set([200, 400, 403, 404, 409, 422]), reason: "input passes the schema" };
}

async function send(
  target: FuzzTarget,
  key: string,
  type: "query" | "mutation",
  c: TrpcCase,
): Promise<{ status: number; text: string }> {
  const headers =
    c.caller === "invalid"
      ? target.headers.invalid[c.credential % target.headers.invalid.length]!
      : target.headers[c.caller];
  const signal = AbortSignal.timeout(target.timeoutMs);
  try {
    const response =
      type === "query"
        ? await fetch(
            `${target.baseUrl}/api/trpc/${key}${c.text === undefined ? "" : `?input=${encodeURIComponent(c.text)}`}`,
            { headers, signal },
          )
        : await fetch(`${target.baseUrl}/api/trpc/${key}`, {
            method: "POST",
            headers: { ...headers, "content-type": "application/json" },
            body: c.text === undefined ? undefined : Buffer.from(c.text),
            signal,
          });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    if (signal.aborted) throw new Error(`no answer within ${target.timeoutMs} ms (a hang): ${key}`);
    // fetch hides why the connection failed (the server dropped it) in the cause.
    throw new Error(`no answer: ${String((error as { cause?: unknown }).cause ?? error)}`);
  }
}

/**
 * Sends `runs` generated inputs to one procedure over HTTP, as the REST fuzzer does for a route:
 * an allowed status, an error body of tRPC's shape whose status matches, no hang, and for a
 * mutation an unchanged database after a refusal.
 */
export async function fuzzProcedure(key: string, target: FuzzTarget, runs: number, seed?: number): Promise<FuzzStats> {
  const procedure = trpcProcedures().find((p) => p.key === key)!;
  const statuses: Record<number, number> = {};
  const writes = procedure.type === "mutation";
  // What was written before this procedure's first call is not its doing.
  if (writes) await target.changes.take();
  const property = fc.asyncProperty(caseArbitrary(key, procedure.input, target), async (c) => {
    const { allowed, reason } = allowedFor(procedure.input, c);
    if (procedure.type === "query" && encodeURIComponent(c.text ?? "").length > maxUrlLength) allowed.add(431);
    const answer = await send(target, key, procedure.type, c);
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    const excerpt = answer.text.slice(0, 300);
    if (!allowed.has(answer.status))
      throw new Error(`status ${answer.status}, allowed ${[...allowed].join("/")} (${reason}); body: ${excerpt}`);
    if (answer.status >= 400 && answer.status !== 431) {
      const status = (JSON.parse(answer.text) as { error?: { data?: { httpStatus?: unknown } } }).error?.data
        ?.httpStatus;
      if (status !== answer.status)
        throw new Error(`error ${answer.status} says httpStatus ${String(status)}: ${excerpt}`);
    }
    if (!writes) return;
    const changed = await target.changes.take();
    if (answer.status >= 400 && changed.length)
      throw new Error(`refused with ${answer.status}, yet changed: ${changed.join(", ")}`);
  });
  const details = await fc.check(property, { numRuns: runs, seed, endOnFailure: true });
  if (details.failed) {
    const [c] = details.counterexample ?? [];
    const cause =
      details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(
      `${cause}\n  case: ${key} ${JSON.stringify({ ...c, text: c?.text?.slice(0, 300) })}\n  replay: FUZZ_SEED=${details.seed} (run ${details.numRuns})`,
    );
  }
  return { runs: details.numRuns, statuses };
}
