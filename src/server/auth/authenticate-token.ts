import type pg from "pg";
import { namedStatement } from "@/server/db/client";
import { currentFailuresSql, type Count } from "./rate-limit-store";
import { hashToken, tokenPrefix } from "./token-hash";
import { activeUserWhere, authUserColumns, toAuthUser, type AuthUser } from "./user";

// Recording every use would turn each read into a write; once a minute is enough to tell stale tokens.
const lastUsedResolutionMs = 60_000;

/** $1 the failures key, $2 the token's hash (null: malformed). */
const tokenStatement = namedStatement(
  "token-with-failures",
  `SELECT f.count AS failures, f.retry_after, a.*
   FROM (SELECT) one
   LEFT JOIN LATERAL (${currentFailuresSql("$1")}) f ON true
   LEFT JOIN LATERAL (
     SELECT t.id::text AS token_id, t.last_used_at, ${authUserColumns}
     FROM api_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = $2::text AND t.revoked_at IS NULL AND ${activeUserWhere}
   ) a ON true`,
);

/**
 * The active user a bearer token belongs to (null for an unknown, revoked or malformed token), and
 * the failed token checks counted for the caller's address under `failuresKey`: one statement per
 * request, as the rate limit must be read on every one. The last-use time it refreshes is
 * bookkeeping, not audited.
 */
export async function authenticateToken(
  pool: pg.Pool,
  token: string,
  failuresKey: string,
): Promise<{ user: AuthUser | null; failures: Count }> {
  // A malformed token matches no hash; the failures are still read.
  const hash = token.startsWith(tokenPrefix) && token.length <= 200 ? hashToken(token) : null;
  type Row = Partial<AuthUser> & { token_id: string | null; last_used_at: Date | null };
  const { rows } = await pool.query<Row & { failures: number | null; retry_after: number | null }>(
    tokenStatement,
    [failuresKey, hash],
  );
  const row = rows[0]!;
  const failures = { count: row.failures ?? 0, retryAfterSeconds: row.retry_after ?? 0 };
  if (!row.token_id) return { user: null, failures };
  const now = Date.now();
  if (!row.last_used_at || now - row.last_used_at.getTime() > lastUsedResolutionMs) {
    await pool.query("UPDATE api_tokens SET last_used_at = $2 WHERE id = $1", [row.token_id, new Date(now)]);
  }
  return { user: { ...toAuthUser(row as AuthUser), credential: { kind: "TOKEN", tokenId: row.token_id } }, failures };
}
