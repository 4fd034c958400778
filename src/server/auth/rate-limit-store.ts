import { createHash } from "node:crypto";
import type pg from "pg";
import type { Limit } from "./rate-limit-config";

export type Count = { count: number; retryAfterSeconds: number };

/** Keys are hashed so that the table holds no e-mail or address. */
export const limitKey = (kind: string, value: string) => `${kind}:${createHash("sha256").update(value).digest("base64url").slice(0, 32)}`;

// Fewer than this many stale rows are deleted per new window, so pruning stays a small, bounded cost.
const pruneBatch = 100;

/**
 * Counts one failure for `key` in the current window, atomically across app instances: one upsert
 * that restarts the count when the stored row belongs to an earlier window. Windows follow the
 * database clock, which every instance shares.
 */
export async function recordFailure(pool: pg.Pool, key: string, limit: Limit): Promise<Count> {
  const { rows: [row] } = await pool.query<{ count: number; retry_after: number }>(`
    INSERT INTO rate_limits AS r (key, window_start, count, expires_at)
    SELECT $1::text, w.start, 1, w.start + $2::int * interval '1 millisecond'
    FROM (SELECT to_timestamp(floor(extract(epoch FROM clock_timestamp()) * 1000 / $2::int) * $2::int / 1000.0) AS start) w
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN r.window_start = EXCLUDED.window_start THEN r.count + 1 ELSE 1 END,
      window_start = EXCLUDED.window_start,
      expires_at = EXCLUDED.expires_at
    RETURNING count, greatest(1, ceil(extract(epoch FROM expires_at - clock_timestamp())))::int AS retry_after`,
    [key, limit.windowMs],
  );
  if (row!.count === 1) await pruneExpired(pool);
  return { count: row!.count, retryAfterSeconds: row!.retry_after };
}

/**
 * The failures counted in the current window for the key in `keyParam`, as a subquery of at most
 * one row (count, retry_after): the bearer-token lookup runs it in its own statement.
 */
export const currentFailuresSql = (keyParam: string) =>
  `SELECT count, greatest(1, ceil(extract(epoch FROM expires_at - clock_timestamp())))::int AS retry_after
   FROM rate_limits WHERE key = ${keyParam}::text AND expires_at > clock_timestamp()`;

/** The failures counted for each of `keys` in its current window (0 when none), in one statement. */
export async function currentFailuresOf(pool: pg.Pool, keys: string[]): Promise<Count[]> {
  const { rows } = await pool.query<{ key: string; count: number; retry_after: number }>(
    `SELECT key, count, greatest(1, ceil(extract(epoch FROM expires_at - clock_timestamp())))::int AS retry_after
     FROM rate_limits WHERE key = ANY($1::text[]) AND expires_at > clock_timestamp()`,
    [keys],
  );
  const byKey = new Map(rows.map((r) => [r.key, { count: r.count, retryAfterSeconds: r.retry_after }]));
  return keys.map((key) => byKey.get(key) ?? { count: 0, retryAfterSeconds: 0 });
}

// The outer condition is re-checked on a row another instance just moved to a new window, which is kept.
async function pruneExpired(pool: pg.Pool): Promise<void> {
  await pool.query(
    "DELETE FROM rate_limits WHERE expires_at < clock_timestamp() AND key IN (SELECT key FROM rate_limits WHERE expires_at < clock_timestamp() LIMIT $1::int)",
    [pruneBatch],
  );
}
