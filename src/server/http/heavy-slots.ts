import { RateLimitedError } from "@/server/errors/domain-error";

/**
 * One count per process: Next.js bundles its own copy of this module for tRPC beside the one the
 * REST server loads, and a count per copy let a user run the limit on each. A registered symbol
 * names the same slot on globalThis from every copy.
 */
const runningKey = Symbol.for("learning-platform-admin.heavy-slots");
const slots = globalThis as typeof globalThis & { [runningKey]?: Map<string, number> };
const running = (slots[runningKey] ??= new Map<string, number>());

/** Seconds a refused caller is told to wait: about as long as a large report takes. */
const retryAfterSeconds = 5;

/**
 * Takes one of a user's `limit` slots for heavy work (a report, student performance) on this
 * instance, or refuses with 429. The returned function gives the slot back; calling it again does
 * nothing. Kept in the process (REST and tRPC alike): a slot is held for a request's life, which no
 * other instance sees.
 */
export function takeHeavySlot(userId: string, limit: number): () => void {
  const count = running.get(userId) ?? 0;
  if (count >= limit)
    throw new RateLimitedError(
      retryAfterSeconds,
      "heavy_work_limit",
      `At most ${limit} reports or performance queries at once; try again when one has finished`,
      { max: limit },
    );
  running.set(userId, count + 1);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    const left = (running.get(userId) ?? 1) - 1;
    if (left > 0) running.set(userId, left);
    else running.delete(userId);
  };
}
