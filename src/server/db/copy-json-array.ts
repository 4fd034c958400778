import type pg from "pg";
import { copyOut, type CopyQuery } from "./copy-out";

const LF = 0x0a;
const COMMA = 0x2c;

/**
 * One JSON value per line (JSON text holds no raw line break) to a JSON array: each line break is
 * a comma, and the last one, held back until the end, the closing bracket. The opening bracket
 * waits for the first line too, so nothing is sent before the query has answered.
 */
export async function* jsonArrayOfLines(lines: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let held = Buffer.from("[");
  let any = false;
  for await (const chunk of lines) {
    if (chunk.length === 0) continue;
    const copy = Buffer.from(chunk);
    for (let at = copy.indexOf(LF); at >= 0; at = copy.indexOf(LF, at + 1)) copy[at] = COMMA;
    yield held;
    yield copy.subarray(0, copy.length - 1);
    held = copy.subarray(copy.length - 1);
    any = true;
  }
  yield Buffer.from(any ? "]" : "[]");
}

// JSON text holds no raw line break and escapes control characters, so with these two as quote and
// delimiter COPY never quotes a line: each is one value exactly as PostgreSQL built it.
const jsonLineOptions = "FORMAT csv, QUOTE e'\\x01', DELIMITER e'\\x02'";

/** The JSON array of the one JSON-text column of the query's rows, as PostgreSQL's COPY writes them. */
export const copyJsonArray = (pool: pg.Pool, query: CopyQuery) =>
  jsonArrayOfLines(copyOut(pool, query, jsonLineOptions));
