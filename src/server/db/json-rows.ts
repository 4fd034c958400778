import { sql } from "kysely";
import type { DB } from "@/generated/kysely/types";
import type { Kdb } from "./kysely";

/** A column to fill and its PostgreSQL type, as json_to_recordset needs it. */
export type JsonColumn = readonly [name: string, sqlType: string];

/** About 64 KB of JSON per statement: V8 keeps larger strings outside its young generation. */
const jsonChunkChars = 60_000;

/**
 * Rows gathered for one table as JSON, written by `flush` in one statement that json_to_recordset
 * turns back into rows (the question import: docs/interchange.md). A VALUES list of 10,000
 * questions has 150,000 parameters, for which Prisma's query compiler held a great deal of memory; one JSON
 * of every row is a string too large to die young, and the server's memory grew with each import. Rows are
 * objects keyed by column; absent keys are null.
 */
export class JsonRows {
  private parts: string[] = [];
  private chars = 0;

  constructor(
    private readonly table: keyof DB & string,
    private readonly columns: readonly JsonColumn[],
  ) {}

  /** Adds a row; true once the rows gathered are worth a statement of about 64 KB. */
  add(row: Record<string, unknown>): boolean {
    const json = JSON.stringify(row);
    this.parts.push(json);
    this.chars += json.length;
    return this.chars >= jsonChunkChars;
  }

  /** Writes the rows gathered, if any, through `db` (a transaction's). */
  async flush(kysely: Kdb): Promise<void> {
    if (!this.parts.length) return;
    const json = `[${this.parts.join(",")}]`;
    this.parts = [];
    this.chars = 0;
    const names = sql.join(this.columns.map(([name]) => sql.ref(name)));
    const record = sql.join(this.columns.map(([name, type]) => sql`${sql.ref(name)} ${sql.raw(type)}`));
    await sql`INSERT INTO ${sql.table(this.table)} (${names}) SELECT ${names}
      FROM json_to_recordset(${json}::json) AS r(${record})`.execute(kysely);
  }
}
