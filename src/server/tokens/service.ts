import { createHash, randomBytes } from "node:crypto";
import { recordAudit } from "@/server/audit/record";
import type pg from "pg";
import { namedStatement, type Db } from "@/server/db/client";
import type { AuthUser } from "@/server/auth/user";
import { activeUserWhere, authUserColumns, toAuthUser } from "@/server/auth/user";
import { currentFailuresSql, type Count } from "@/server/auth/rate-limit-store";
import { notFound } from "@/server/errors/domain-error";
import type { CreateTokenInput, TokenRecord } from "./schema";

const tokenPrefix = "lpa_";
// Recording every use would turn each read into a write; once a minute is enough to tell stale tokens.
const lastUsedResolutionMs = 60_000;

/** Tokens carry 256 random bits, so a fast hash is safe to store and to look up by. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

type TokenRow = { id: string; name: string; prefix: string; createdAt: Date; lastUsedAt: Date | null; revokedAt: Date | null };

/** What the audit log keeps of a token: never the secret, its hash or its prefix. Tokens are personal: platform admins only see the entries. */
const auditSnapshot = (row: TokenRow & { userId: string }) => ({ id: row.id, user_id: row.userId, name: row.name, created_at: row.createdAt.toISOString(), revoked_at: row.revokedAt?.toISOString() ?? null });

const toRecord = (row: TokenRow): TokenRecord => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

export async function createToken(prisma: Db, user: AuthUser, input: CreateTokenInput): Promise<TokenRecord & { token: string }> {
  const token = tokenPrefix + randomBytes(32).toString("base64url");
  const row = await prisma.$transaction(async (tx) => {
    const created = await tx.apiToken.create({
      data: { userId: user.id, name: input.name, tokenHash: hashToken(token), prefix: token.slice(0, tokenPrefix.length + 6) },
    });
    await recordAudit(tx, user, { action: "api_token.create", entityId: created.id, schoolIds: [], after: auditSnapshot(created) });
    return created;
  });
  return { ...toRecord(row), token };
}

export async function listTokens(prisma: Db, user: AuthUser): Promise<TokenRecord[]> {
  const rows = await prisma.apiToken.findMany({ where: { userId: user.id }, orderBy: { createdAt: "desc" } });
  return rows.map(toRecord);
}

export async function revokeToken(prisma: Db, user: AuthUser, id: string): Promise<TokenRecord> {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.apiToken.updateMany({ where: { id, userId: user.id, revokedAt: null }, data: { revokedAt: new Date() } });
    const row = await tx.apiToken.findFirst({ where: { id, userId: user.id } });
    if (!row || (count === 0 && !row.revokedAt)) throw notFound("Token");
    // Revoking a revoked token changes nothing, so it leaves no entry.
    if (count === 1) await recordAudit(tx, user, { action: "api_token.revoke", entityId: id, schoolIds: [], before: auditSnapshot({ ...row, revokedAt: null }), after: auditSnapshot(row) });
    return toRecord(row);
  });
}

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
export async function authenticateToken(pool: pg.Pool, token: string, failuresKey: string): Promise<{ user: AuthUser | null; failures: Count }> {
  // A malformed token matches no hash; the failures are still read.
  const hash = token.startsWith(tokenPrefix) && token.length <= 200 ? hashToken(token) : null;
  const { rows } = await pool.query<Partial<AuthUser> & { token_id: string | null; last_used_at: Date | null; failures: number | null; retry_after: number | null }>(
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
