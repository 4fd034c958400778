import type pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { inlineParams } from "./inline-params";

/**
 * The bytes of `COPY (sql) TO STDOUT` as PostgreSQL sends them: Node parses no row and holds only
 * the chunks in flight, which the socket's backpressure bounds. A reader that stops early (a client
 * that left) closes the connection rather than reading the rest, and PostgreSQL ends the COPY.
 */
export async function* copyOut(pool: pg.Pool, sql: string, params: readonly unknown[], options: string): AsyncGenerator<Buffer> {
  const statement = `COPY (${inlineParams(sql, params)}) TO STDOUT WITH (${options})`;
  const client = await pool.connect();
  let finished = false;
  try {
    for await (const chunk of client.query(copyTo(statement))) yield chunk as Buffer;
    finished = true;
  } finally {
    client.release(finished ? undefined : new Error("COPY not read to its end"));
  }
}
