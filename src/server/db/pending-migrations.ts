import fs from "node:fs";
import path from "node:path";
import pg from "pg";

/** The committed migrations, by folder name (prisma/migrations), in the order they apply. */
export function committedMigrations(dir = path.resolve("prisma/migrations")): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * The committed migrations the database has not applied to the end: all of them without Prisma's migrations table;
 * a failed or rolled-back one counts as not applied, so that `migrate deploy` runs and reports it.
 */
export async function pendingMigrations(url: string, committed = committedMigrations()): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const table = await client.query<{ present: boolean }>(
      "SELECT to_regclass('public._prisma_migrations') IS NOT NULL AS present",
    );
    if (!table.rows[0]?.present) return committed;
    const { rows } = await client.query<{ migration_name: string }>(
      "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL",
    );
    const applied = new Set(rows.map((row) => row.migration_name));
    return committed.filter((name) => !applied.has(name));
  } finally {
    await client.end();
  }
}
