import pg from "pg";
import { PrismaClient, type Prisma } from "@/generated/prisma/client";
import { isEmbeddedUrl } from "./embedded";
import { createKysely, type Kdb } from "./kysely";
import { Listener, type ListenerHandlers } from "./listener";
import { ReleasingPgAdapter } from "./releasing-pg-adapter";

/**
 * A Prisma interactive transaction, which the helpers of a service's write take instead of the client: they
 * cannot open a transaction of their own, so their reads, locks and writes commit or roll back with the service's.
 */
export type Tx = Prisma.TransactionClient;

/** How long a request may wait for a pool connection (a server that is down refuses at once). */
const connectionWaitMs = 10_000;

export type Database = {
  prisma: PrismaClient;
  pool: pg.Pool;
  kysely: Kdb;
  /**
   * LISTEN on `channel` (db/listener.ts), ended by `close`. None for the embedded server: its connections share one
   * session, so a notification could reach any of them.
   */
  listen: (channel: string, handlers: ListenerHandlers) => Listener | undefined;
  close: () => Promise<void>;
};

/**
 * The embedded server (PGlite) runs every connection in its one session, so a statement that one
 * connection prepared exists for the others and outlives it: a new connection preparing the same
 * name would fail. Its clients send named statements unnamed (parsed and planned each time).
 */
class SharedSessionClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's query has a dozen overloads; this forwards all of them
  override query(config: any, ...rest: any[]): any {
    const unnamed =
      config && typeof config === "object" && typeof config.name === "string" && typeof config.submit !== "function"
        ? { ...config, name: undefined }
        : config;
    return (super.query as (...args: unknown[]) => unknown)(unnamed, ...rest);
  }
}

/**
 * One pg pool shared by Prisma (through adapter-pg) and Kysely (typed queries, streamed reports),
 * so both see the same connections and limits.
 */
export function createDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: connectionWaitMs,
    idleTimeoutMillis: 30_000,
    ...(isEmbeddedUrl(url) ? { Client: SharedSessionClient } : {}),
  });
  // A dropped idle connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  // Nor one in use: pg emits 'error' on a checked-out client whose server ended it (a restart, a replica stopped
  // mid-report), and the pool listens only while the client is idle. Its query fails with the error anyway.
  pool.on("connect", (client) => client.on("error", () => {}));
  // Under load a request queues for a connection; one limit (the pool's) decides when it gives up
  // with a 503, not Prisma's shorter defaults for transactions (2 s to get a connection, 5 s in all).
  const prisma = new PrismaClient({
    adapter: new ReleasingPgAdapter(pool),
    transactionOptions: { maxWait: connectionWaitMs, timeout: 3 * connectionWaitMs },
  });
  const listeners: Listener[] = [];
  return {
    prisma,
    pool,
    kysely: createKysely(pool),
    listen(channel, handlers) {
      if (isEmbeddedUrl(url)) return undefined;
      const listener = new Listener(url, channel, handlers);
      listeners.push(listener);
      return listener;
    },
    async close() {
      await Promise.all(listeners.map((listener) => listener.close()));
      await prisma.$disconnect();
      await pool.end();
    },
  };
}
