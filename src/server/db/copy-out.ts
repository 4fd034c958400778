import type { Compilable, CompiledQuery } from "kysely";
import type pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { inlineParams } from "./inline-params";

/** A Kysely query, built or compiled, whose rows COPY writes. */
export type CopyQuery = Compilable | CompiledQuery;

const compiled = (query: CopyQuery): CompiledQuery => ("compile" in query ? query.compile() : query);

/**
 * The bytes of `COPY (query) TO STDOUT` as PostgreSQL sends them: Node parses no row and holds only
 * the chunks in flight, which the socket's backpressure bounds. A reader that stops early (a client
 * that left) closes the connection rather than reading the rest, and PostgreSQL ends the COPY.
 */
export async function* copyOut(pool: pg.Pool, query: CopyQuery, options: string): AsyncGenerator<Buffer> {
  const { sql, parameters } = compiled(query);
  const statement = `COPY (${inlineParams(sql, parameters)}) TO STDOUT WITH (${options})`;
  const client = await pool.connect();
  let finished = false;
  try {
    for await (const chunk of client.query(copyTo(statement))) yield chunk as Buffer;
    finished = true;
  } finally {
    client.release(finished ? undefined : new Error("COPY not read to its end"));
  }
}
