import path from "node:path";
import { env } from "@/server/env";

/** How much of the server one request may hold: see "Connections and slow clients" in docs/security.md. */
export type HttpLimits = {
  /** Heavy requests (reports, student performance) one user may run at once, on every instance together. */
  heavyPerUser: number;
  /** A client that takes nothing of a streamed answer for this long is disconnected. */
  slowClientMs: number;
  /** Where streamed answers wait for their client: memory up to `memoryBytes` each, then a file in `dir`. */
  spool: { dir: string; memoryBytes: number };
};

let fromEnv: HttpLimits | undefined;

/** The limits of `deps`, or of the environment (HEAVY_REQUESTS_PER_USER, SLOW_CLIENT_TIMEOUT_MS, DATA_DIR). */
export function httpLimits(deps: { http?: HttpLimits }): HttpLimits {
  if (deps.http) return deps.http;
  const e = env();
  fromEnv ??= {
    heavyPerUser: e.HEAVY_REQUESTS_PER_USER,
    slowClientMs: e.SLOW_CLIENT_TIMEOUT_MS,
    spool: { dir: path.join(e.dataDir, "spool"), memoryBytes: 1024 * 1024 },
  };
  return fromEnv;
}
