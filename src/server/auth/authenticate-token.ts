import type { Database } from "@/server/db/client";
import { preparedQuery } from "@/server/db/prepared-query";
import { activeUser } from "./active-user";
import { currentFailures, type Count } from "./rate-limit-store";
import { hashToken, tokenPrefix } from "./token-hash";
import { verifiedCache } from "./verified-cache";
import { authUserColumns, toAuthUser, type AuthUser } from "./user";
import { nowMs } from "@/server/time/now";

// Recording every use would turn each read into a write; once a minute is enough to tell stale tokens.
const lastUsedResolutionMs = 60_000;

type TokenValues = { failuresKey: string; hash: string | null; at: Date | undefined };

// The shape says whether a test's clock (`at`) stands in for the database's.
const tokenQuery = preparedQuery("token-with-failures", (k, clock: "database" | "test", v: TokenValues) => {
  const holder = k
    .selectFrom("api_tokens")
    .innerJoin("users", "users.id", "api_tokens.user_id")
    .select(["api_tokens.id as token_id", "api_tokens.last_used_at"])
    .select(authUserColumns)
    .where("api_tokens.token_hash", "=", v.hash)
    .where("api_tokens.revoked_at", "is", null)
    .where(activeUser);
  // One row whatever matches: the failures and the token's holder are each joined to it.
  return k
    .selectFrom(k.selectNoFrom((eb) => eb.lit(1).as("one")).as("one"))
    .leftJoinLateral(currentFailures(k, v.failuresKey, clock === "test" ? v.at : undefined).as("f"), (join) =>
      join.onTrue(),
    )
    .leftJoinLateral(holder.as("a"), (join) => join.onTrue())
    .select(["f.count as failures", "f.retry_after", "a.token_id", "a.last_used_at"])
    .select(["a.id", "a.email", "a.name", "a.role"]);
});

async function touch(db: Database, tokenId: string, lastUsedAt: number | null): Promise<number | null> {
  const now = nowMs();
  if (lastUsedAt !== null && now - lastUsedAt <= lastUsedResolutionMs) return lastUsedAt;
  await db.kysely
    .updateTable("api_tokens")
    .set({ last_used_at: new Date(now) })
    .where("id", "=", tokenId)
    .execute();
  return now;
}

const noFailures: Count = { count: 0, retryAfterSeconds: 0 };

/**
 * The active user a bearer token belongs to (null for an unknown, revoked or malformed token), and
 * the failed token checks counted for the caller's address under `failuresKey()`: one statement per
 * request, as the rate limit must be read on every one — none for a token this instance has verified
 * (verified-cache.ts), which the limit never refuses. The last-use time it refreshes is bookkeeping, not audited.
 */
export async function authenticateToken(
  db: Database,
  token: string,
  failuresKey: () => string,
  at?: Date,
): Promise<{ user: AuthUser | null; failures: Count }> {
  // A malformed token matches no hash; the failures are still read.
  const hash = token.startsWith(tokenPrefix) && token.length <= 200 ? hashToken(token) : null;
  const cache = verifiedCache(db);
  const key = `token:${hash}`;
  const cached = hash ? cache.get(key) : undefined;
  if (cached?.user.credential?.kind === "TOKEN") {
    cached.lastUsedAt = await touch(db, cached.user.credential.tokenId, cached.lastUsedAt);
    return { user: cached.user, failures: noFailures };
  }
  const ticket = cache.begin();
  const [row] = await tokenQuery(db.pool, at ? "test" : "database", { failuresKey: failuresKey(), hash, at });
  const failures = { count: row!.failures ?? 0, retryAfterSeconds: row!.retry_after ?? 0 };
  if (!row!.token_id) return { user: null, failures };
  const lastUsedAt = await touch(db, row!.token_id, row!.last_used_at?.getTime() ?? null);
  const user: AuthUser = { ...toAuthUser(row as AuthUser), credential: { kind: "TOKEN", tokenId: row!.token_id } };
  cache.set(key, user, lastUsedAt, ticket);
  return { user, failures };
}
