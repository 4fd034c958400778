import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/generated/prisma/client";

export type Db = PrismaClient;

export type Database = { prisma: PrismaClient; pool: pg.Pool; close: () => Promise<void> };

/**
 * One pg pool shared by Prisma (through adapter-pg) and by the hand-written SQL that streams
 * reports, so both see the same connections and limits.
 */
export function createDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A dropped idle connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  // A transaction waits for a connection as long as any query does (Prisma's own default is 2 s),
  // so a burst of writes on a small pool queues instead of failing.
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool), transactionOptions: { maxWait: 5_000 } });
  return {
    prisma,
    pool,
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}
