import type pg from "pg";
import Cursor from "pg-cursor";

/**
 * Rows of a query in batches from a server-side cursor: the report never holds more than one
 * batch, and the connection goes back to the pool as soon as reading ends or the client leaves.
 */
export async function* cursorRows<R>(pool: pg.Pool, sql: string, params: unknown[], batchSize = 2000): AsyncGenerator<R[]> {
  const client = await pool.connect();
  const cursor = client.query(new Cursor<R>(sql, params));
  try {
    for (;;) {
      const rows = await cursor.read(batchSize);
      if (rows.length === 0) return;
      yield rows;
    }
  } finally {
    await cursor.close().catch(() => {});
    client.release();
  }
}

/** Maps each batch as it comes. */
export async function* mapBatches<A, B>(batches: AsyncIterable<A[]>, map: (row: A) => B): AsyncGenerator<B[]> {
  for await (const batch of batches) yield batch.map(map);
}
