import type { Database } from "@/server/db/client";

export type StatementStats = {
  perRequest: number;
  execMsPerRequest: number;
  top: { query: string; perRequest: number }[];
};

/**
 * pg_stat_statements, when the server has it: how many statements the app's requests run and how
 * long PostgreSQL spends on them. Counts everything between reset and read (the bench's own few
 * statements included), divided by the app's requests.
 */
export async function statementStats(db: Database) {
  const available = await db.pool.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements").then(
    () => true,
    () => false,
  );
  return {
    async reset() {
      if (available) await db.pool.query("SELECT pg_stat_statements_reset()");
    },
    async read(requests: number): Promise<StatementStats | null> {
      if (!available || requests <= 0) return null;
      const { rows } = await db.pool.query<{ query: string; calls: string; ms: number }>(
        `SELECT query, calls, total_exec_time AS ms FROM pg_stat_statements
          WHERE query NOT ILIKE '%pg_stat_statements%' AND query NOT IN ('BEGIN', 'COMMIT') ORDER BY calls DESC`,
      );
      const calls = rows.reduce((n, r) => n + Number(r.calls), 0);
      const ms = rows.reduce((n, r) => n + r.ms, 0);
      const short = (q: string) => {
        const flat = q.replace(/\s+/g, " ").trim();
        return flat.length > 70 ? `${flat.slice(0, 67)}…` : flat;
      };
      return {
        perRequest: calls / requests,
        execMsPerRequest: ms / requests,
        top: rows
          .slice(0, 3)
          .map((r) => ({ query: short(r.query).replace(/`/g, "'"), perRequest: Number(r.calls) / requests })),
      };
    },
  };
}
