import { RateLimitedError } from "@/server/errors/domain-error";

/** What a refused import is told to wait, in seconds: about what the largest allowed import takes. */
export const importRetryAfterSeconds = 5;

// On globalThis, not in the module: the server may load this module more than once (REST and tRPC
// bundles), and the limit is the process's.
const state = globalThis as unknown as { importRunning?: boolean };

/**
 * Runs one import (dry run or not) at a time in this process; another meanwhile is 429 `import_busy`
 * with Retry-After. An import's parsing is its memory peak and its batches take turns with other
 * requests for the connections: one at a time bounds both (docs/interchange.md, "Limits").
 */
export async function oneImportAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (state.importRunning)
    throw new RateLimitedError(
      importRetryAfterSeconds,
      "import_busy",
      "Another import is running on this server; try again later",
    );
  state.importRunning = true;
  try {
    return await work();
  } finally {
    state.importRunning = false;
  }
}
