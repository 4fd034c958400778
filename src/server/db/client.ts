import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/generated/prisma/client";

export type Db = PrismaClient;

/** How long a request may wait for a pool connection (a server that is down refuses at once). */
const connectionWaitMs = 10_000;

export type Database = { prisma: PrismaClient; pool: pg.Pool; close: () => Promise<void> };

/**
 * One pg pool shared by Prisma (through adapter-pg) and by the hand-written SQL that streams
 * reports, so both see the same connections and limits.
 */
export function createDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: connectionWaitMs,
    idleTimeoutMillis: 30_000,
  });
  // A dropped idle connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  // Under load a request queues for a connection; one limit (the pool's) decides when it gives up
  // with a 503, not Prisma's shorter defaults for transactions (2 s to get a connection, 5 s in all).
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool), transactionOptions: { maxWait: connectionWaitMs, timeout: 3 * connectionWaitMs } });
  return {
    prisma,
    pool,
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}
