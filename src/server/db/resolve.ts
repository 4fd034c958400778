import { setTimeout as sleep } from "node:timers/promises";
import { env } from "@/server/env";
import { tryLockDataDir, type LockHolder } from "./data-dir-lock";
import { embeddedSocketUrl, hasEmbeddedDatabase, startEmbedded } from "./embedded";
import { privateDataDir } from "./private-data-dir";

export type ResolvedDatabase = {
  url: string;
  embedded: boolean;
  /** A server calls it once migrated and seeded: CLI commands waiting for it then use its database. */
  ready: () => void;
  stop: () => Promise<void>;
};

/**
 * Who asks: named to other processes that find the data dir taken. `existing`: a command that
 * only reads or adds rows (`npm run token`) does not create the database in an empty data dir.
 */
export type DatabaseUser = { command: string; server: boolean; existing?: boolean };

export class DataDirInUseError extends Error {
  constructor(dataDir: string, holder: LockHolder) {
    super(
      `${dataDir} is in use by another server: process ${holder.pid} (${holder.command}). ` +
        "Stop it, or give this one another DATA_DIR.",
    );
  }
}

const pollMs = 100;
const describe = (holder: LockHolder) => `process ${holder.pid} (${holder.command})`;

/**
 * DATABASE_URL when set; otherwise the embedded database in DATA_DIR, which only one process
 * opens: the holder of its lock. A CLI command uses the database of a server that holds it, once
 * that server is ready, and otherwise waits for the holder to finish; a server waits for a CLI
 * command but refuses to start beside another server.
 */
export async function resolveDatabase(user: DatabaseUser): Promise<ResolvedDatabase> {
  const { DATABASE_URL, dataDir } = env();
  if (DATABASE_URL) return { url: DATABASE_URL, embedded: false, ready: () => {}, stop: async () => {} };
  let waitingFor: string | undefined;
  for (;;) {
    const attempt = await tryLockDataDir(dataDir, user);
    if ("lock" in attempt) {
      const { lock } = attempt;
      try {
        if (user.existing && !hasEmbeddedDatabase(dataDir)) {
          throw new Error(
            `No database in ${dataDir} yet: start the app (npm start) or load the demo data (npm run db:seed) first.`,
          );
        }
        privateDataDir(dataDir);
        const server = await startEmbedded(dataDir);
        const stop = async () => {
          await server.stop();
          privateDataDir(dataDir);
          await lock.release();
        };
        return { url: server.url, embedded: true, ready: lock.setReady, stop };
      } catch (error) {
        await lock.release();
        throw error;
      }
    }
    const { holder } = attempt;
    if (user.server && holder.server) throw new DataDirInUseError(dataDir, holder);
    if (holder.server && holder.ready) {
      return { url: embeddedSocketUrl(dataDir), embedded: true, ready: () => {}, stop: async () => {} };
    }
    const what = `${describe(holder)} ${holder.server ? "to finish starting" : "to finish"}`;
    if (what !== waitingFor) console.error(`Waiting for ${what} with ${dataDir}…`);
    waitingFor = what;
    await sleep(pollMs);
  }
}
