import { sql } from "kysely";
import type { DB } from "@/generated/kysely/types";
import type { Kdb } from "./kysely";

/** A column to fill and its PostgreSQL type, as json_to_recordset needs it. */
export type JsonColumn = readonly [name: string, sqlType: string];

/** About 64 KB of JSON per statement: V8 keeps larger strings outside its young generation. */
const jsonChunkChars = 60_000;

/**
 * Many rows inserted from JSON parameters, which json_to_recordset turns back into rows, each
 * statement carrying about 64 KB of them (the question import: docs/interchange.md). A VALUES list
 * of 10,000 questions has 150,000 parameters, for which Prisma's query compiler held hundreds of MB;
 * one JSON of every row is a string Prisma copies several times, each copy too large to die young,
 * and the server's memory grew with each import. Rows are objects keyed by column; absent keys are null.
 */
export async function insertJsonRows(
  db: Kdb,
  table: keyof DB & string,
  columns: JsonColumn[],
  rows: Record<string, unknown>[],
): Promise<void> {
  const names = sql.join(columns.map(([name]) => sql.ref(name)));
  const record = sql.join(columns.map(([name, type]) => sql`${sql.ref(name)} ${sql.raw(type)}`));
  const insert = (json: string) =>
    sql`INSERT INTO ${sql.table(table)} (${names}) SELECT ${names}
      FROM json_to_recordset(${json}::json) AS r(${record})`.execute(db);
  let parts: string[] = [];
  let size = 0;
  for (const row of rows) {
    const json = JSON.stringify(row);
    parts.push(json);
    size += json.length;
    if (size >= jsonChunkChars) {
      await insert(`[${parts.join(",")}]`);
      parts = [];
      size = 0;
    }
  }
  if (parts.length) await insert(`[${parts.join(",")}]`);
}
