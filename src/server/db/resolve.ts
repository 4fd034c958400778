import { env } from "@/server/env";
import { findRunningEmbedded, startEmbedded } from "./embedded";

export type ResolvedDatabase = { url: string; embedded: boolean; stop: () => Promise<void> };

/**
 * DATABASE_URL when set; otherwise the embedded server already running on DATA_DIR (the data
 * dir is never opened by two processes), or a new one that this process serves until stop().
 */
export async function resolveDatabase(): Promise<ResolvedDatabase> {
  const { DATABASE_URL, dataDir } = env();
  if (DATABASE_URL) return { url: DATABASE_URL, embedded: false, stop: async () => {} };
  const running = await findRunningEmbedded(dataDir);
  if (running) return { url: running, embedded: true, stop: async () => {} };
  const server = await startEmbedded(dataDir);
  return { url: server.url, embedded: true, stop: server.stop };
}
