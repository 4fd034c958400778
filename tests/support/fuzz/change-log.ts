import type pg from "pg";
import { fingerprintExclusions } from "./fingerprint";

/** The fuzzers' record of committed writes: a schema of its own, installed in a test database only. */
const schema = "test_change_log";

export type ChangeLog = {
  /** The tables written since the last call (or the install), each once, sorted; empties the log. */
  take: () => Promise<string[]>;
  /** Drops the triggers, the function and the log: bulk writes (a re-seed) then run at full speed. */
  remove: () => Promise<void>;
};

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

// A row trigger sees every committed change as it happens, where a fingerprint had to read every row of every
// table after each request. Its insert belongs to the writer's transaction: rolled-back work leaves nothing.
// An update that leaves the row's values as they were (excluded columns aside) is no change, as for a fingerprint.
const functionSql = `
CREATE FUNCTION ${schema}.record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF to_jsonb(OLD) - TG_ARGV::text[] = to_jsonb(NEW) - TG_ARGV::text[] THEN
      RETURN NULL;
    END IF;
  END IF;
  INSERT INTO ${schema}.entries VALUES (TG_TABLE_NAME);
  RETURN NULL;
END
$$`;

/**
 * Installs, on every public table but the `exclusions` ("table" or "table.column", as for a fingerprint), triggers
 * that log which table each committed insert, update, delete or truncate touched. Replaces an earlier install.
 */
export async function installChangeLog(
  pool: pg.Pool,
  exclusions: readonly string[] = fingerprintExclusions,
): Promise<ChangeLog> {
  const { rows } = await pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const tables = rows.map((r) => r.table_name).filter((t) => !exclusions.includes(t));
  const triggers = tables.map((table) => {
    const ignored = exclusions.filter((e) => e.startsWith(`${table}.`)).map((e) => literal(e.slice(table.length + 1)));
    return `
      CREATE TRIGGER test_change_log AFTER INSERT OR UPDATE OR DELETE ON public.${quote(table)}
        FOR EACH ROW EXECUTE FUNCTION ${schema}.record(${ignored.join(", ")});
      CREATE TRIGGER test_change_log_truncate AFTER TRUNCATE ON public.${quote(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION ${schema}.record()`;
  });
  await pool.query(`
    DROP SCHEMA IF EXISTS ${schema} CASCADE;
    CREATE SCHEMA ${schema};
    CREATE TABLE ${schema}.entries (table_name text NOT NULL);
    ${functionSql};
    ${triggers.join(";\n")}`);
  return {
    take: async () => {
      const taken = await pool.query<{ table_name: string }>(`DELETE FROM ${schema}.entries RETURNING table_name`);
      return [...new Set(taken.rows.map((r) => r.table_name))].sort();
    },
    remove: async () => {
      await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    },
  };
}
