import type pg from "pg";

/**
 * What a refused request may still change: the migrations table, and bookkeeping that every
 * authenticated request touches (a token's last use). Entries are "table" or "table.column".
 * The audit log and rate-limit tables belong here when they exist: they record refusals too. So do a heavy request's
 * lease (taken before a tRPC input is checked, and given back after the answer, while the next request may run) and
 * a user's last-write mark for the replicas. And a question's content key, a cache of its content that any import
 * into the school fills in for questions written before keys existed, before it checks the file's questions
 * (docs/interchange.md, "Duplicates"): no field of the API, and the same value whoever computes it.
 */
export const fingerprintExclusions: readonly string[] = [
  "_prisma_migrations",
  "api_tokens.last_used_at",
  "audit_log",
  "rate_limits",
  "heavy_leases",
  "write_marks",
  "bank_questions.content_key",
];

/** Row count and an order-free sum of the rows' md5 per table: changes with any insert, update or delete. */
export type Fingerprint = Record<string, string>;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Builds the one SQL statement that fingerprints every public table but the excluded ones. */
export async function fingerprintSql(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const tables = rows.map((r) => r.table_name).filter((t) => !fingerprintExclusions.includes(t));
  return tables
    .map((table) => {
      const dropped = fingerprintExclusions
        .filter((e) => e.startsWith(`${table}.`))
        .map((e) => `'${e.slice(table.length + 1)}'`);
      const row = dropped.length ? `(to_jsonb(x) - ARRAY[${dropped.join(", ")}]::text[])::text` : `x::text`;
      // The first 60 bits of each row's md5, summed: independent of row order, so no sort is needed.
      return `SELECT '${table}' AS t, count(*)::text || ':' || coalesce(sum(('x' || left(md5(${row}), 15))::bit(60)::bigint), 0)::text AS f FROM ${quote(table)} x`;
    })
    .join("\nUNION ALL ");
}

export async function fingerprint(pool: pg.Pool, sql: string): Promise<Fingerprint> {
  const { rows } = await pool.query<{ t: string; f: string }>(sql);
  return Object.fromEntries(rows.map((r) => [r.t, r.f]));
}

/** The tables whose fingerprint differs, for a readable failure. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((t) => before[t] !== after[t]).sort();
}
