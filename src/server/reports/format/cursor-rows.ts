import type { Compilable } from "kysely";
import type pg from "pg";
import Cursor from "pg-cursor";

/**
 * Rows of a query in batches from a server-side cursor: the report holds at most two batches,
 * and the connection goes back to the pool as soon as reading ends or the client leaves.
 * The next batch is asked for before the current one is handed on, so PostgreSQL produces it
 * while Node formats this one instead of each waiting for the other.
 */
export async function* cursorRows<R>(
  pool: pg.Pool,
  query: Compilable,
  batchSize = 2000,
  config?: { rowMode: "array" },
): AsyncGenerator<R[]> {
  const { sql, parameters } = query.compile();
  const client = await pool.connect();
  const cursor = client.query(new Cursor<R>(sql, [...parameters], config));
  let next: Promise<R[]> | undefined = cursor.read(batchSize);
  let failed: Error | undefined;
  try {
    for (;;) {
      const rows: R[] = await next;
      next = undefined;
      if (rows.length === 0) return;
      next = cursor.read(batchSize);
      // Failing while this batch is out (the server gone) is met at the next await, not an unhandled rejection.
      next.catch(() => {});
      yield rows;
    }
  } catch (error) {
    failed = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    await next?.catch((error: Error) => (failed ??= error));
    // A cursor whose connection failed (the server gone) never confirms its close: the connection is dropped instead.
    if (!failed) await cursor.close().catch((error: Error) => (failed = error));
    client.release(failed);
  }
}
