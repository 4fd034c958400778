import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import type { DemoRows, TableKey } from "./types";
import { SEQUENCE_RESETS, TABLES, WIPE_SQL, type TableName } from "./write";

type Row = Record<string, unknown>;

const snakeCase = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** COPY's text format: backslash escapes for the characters that delimit fields and rows. */
const escapeText = (text: string) =>
  text.replace(/[\\\n\r\t]/g, (c) => ({ "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" })[c] as string);

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return "\\N";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? "t" : "f";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (Array.isArray(value))
    return escapeText(`{${value.map((v) => `"${String(v).replace(/["\\]/g, "\\$&")}"`).join(",")}}`);
  if (typeof value === "object") return escapeText(JSON.stringify(value));
  return escapeText(String(value));
}

/** Every field any row sets: the generator leaves optional fields out where they are null. */
function fieldsOf(rows: Row[]): string[] {
  const fields = new Set<string>();
  for (const row of rows) for (const key in row) fields.add(key);
  return [...fields];
}

async function* lines(rows: Row[], fields: string[]): AsyncGenerator<string> {
  let chunk = "";
  for (const row of rows) {
    chunk += fields.map((f) => formatValue(row[f])).join("\t") + "\n";
    if (chunk.length > 1 << 16) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk) yield chunk;
}

/** Refuses a field that some rows leave out while its column cannot take the NULL that COPY would write. */
async function checkColumns(client: pg.PoolClient, table: string, rows: Row[], fields: string[]): Promise<void> {
  const { rows: columns } = await client.query<{ column_name: string; is_nullable: string }>(
    "SELECT column_name, is_nullable FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1",
    [table],
  );
  const nullable = new Map(columns.map((c) => [c.column_name, c.is_nullable === "YES"]));
  for (const field of fields) {
    const column = snakeCase(field);
    if (!nullable.has(column)) throw new Error(`${table} has no column ${column} for the seed's field ${field}`);
    if (!nullable.get(column) && rows.some((row) => row[field] === undefined || row[field] === null)) {
      throw new Error(`${table}.${column} is NOT NULL but some seed rows leave ${field} out`);
    }
  }
}

/**
 * Writes the demo rows with COPY in one transaction (wipe, every table, sequences), the way the
 * benchmark loads millions of rows in seconds rather than the minutes of batched inserts.
 */
export async function copyRows(
  pool: pg.Pool,
  rows: DemoRows,
  log?: (msg: string) => void,
): Promise<Record<TableName, number>> {
  const counts = {} as Record<TableName, number>;
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query(WIPE_SQL);
    for (const key of Object.keys(TABLES) as TableKey[]) {
      const started = performance.now();
      const table = TABLES[key];
      const data = rows[key] as unknown as Row[];
      const fields = fieldsOf(data);
      if (data.length > 0) {
        await checkColumns(client, table, data, fields);
        const columns = fields.map((f) => `"${snakeCase(f)}"`).join(", ");
        await pipeline(
          Readable.from(lines(data, fields)),
          client.query(copyFrom(`COPY "${table}" (${columns}) FROM STDIN`)),
        );
      }
      counts[table] = data.length;
      log?.(
        `  ${table.padEnd(30)} ${String(data.length).padStart(8)} rows  ${Math.round(performance.now() - started)} ms`,
      );
    }
    for (const sql of SEQUENCE_RESETS) await client.query(sql);
    await client.query("COMMIT");
    return counts;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
