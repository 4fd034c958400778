import { randomBytes } from "node:crypto";
import { recordAudit } from "@/server/audit/record";
import type { PrismaClient } from "@/generated/prisma/client";
import type { AuthUser } from "@/server/auth/user";
import type { Ctx } from "@/server/context";
import { hashToken, tokenPrefix } from "@/server/auth/token-hash";
import { notFound } from "@/server/errors/domain-error";
import type { CreateTokenInput, TokenIdInput, TokenRecord } from "./schema";
import { now as appNow } from "@/server/time/now";

type TokenRow = {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

/** What the audit log keeps of a token: never the secret, its hash or its prefix. Tokens are personal: platform admins only see the entries. */
const auditSnapshot = (row: TokenRow & { userId: string }) => ({
  id: row.id,
  user_id: row.userId,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

const toRecord = (row: TokenRow): TokenRecord => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

/**
 * Issues a token to a user. The CLI (`npm run token`), the tests and the bench issue tokens with no
 * request behind them, so this takes the user rather than a service context.
 */
export async function issueToken(
  prisma: PrismaClient,
  user: AuthUser,
  input: CreateTokenInput,
): Promise<TokenRecord & { token: string }> {
  const token = tokenPrefix + randomBytes(32).toString("base64url");
  const row = await prisma.$transaction(async (tx) => {
    const created = await tx.apiToken.create({
      data: {
        userId: user.id,
        name: input.name,
        tokenHash: hashToken(token),
        prefix: token.slice(0, tokenPrefix.length + 6),
      },
    });
    await recordAudit(tx, user, {
      action: "api_token.create",
      entityId: created.id,
      schoolIds: [],
      after: auditSnapshot(created),
    });
    return created;
  });
  return { ...toRecord(row), token };
}

/** Tokens are personal: each caller creates, lists and revokes their own. */
export const createToken = (ctx: Ctx, input: CreateTokenInput) => issueToken(ctx.db.prisma, ctx.scope.user, input);

/** The caller's own tokens: the one rule of the list, the read and the revocation. */
const ownTokens = (ctx: Ctx) => ({ userId: ctx.scope.user.id });

export async function listTokens(ctx: Ctx): Promise<TokenRecord[]> {
  const rows = await ctx.db.prisma.apiToken.findMany({ where: ownTokens(ctx), orderBy: { createdAt: "desc" } });
  return rows.map(toRecord);
}

/** One of the caller's tokens, as the list shows it (never the secret); another user's is 404, as an unknown id. */
export async function getToken(ctx: Ctx, { id }: TokenIdInput): Promise<TokenRecord> {
  const row = await ctx.db.prisma.apiToken.findFirst({ where: { id, ...ownTokens(ctx) } });
  if (!row) throw notFound("token_not_found", "Token");
  return toRecord(row);
}

export async function revokeToken(ctx: Ctx, { id }: TokenIdInput): Promise<TokenRecord> {
  const user = ctx.scope.user;
  return ctx.db.prisma.$transaction(async (tx) => {
    const { count } = await tx.apiToken.updateMany({
      where: { id, ...ownTokens(ctx), revokedAt: null },
      data: { revokedAt: appNow() },
    });
    const row = await tx.apiToken.findFirst({ where: { id, ...ownTokens(ctx) } });
    if (!row || (count === 0 && !row.revokedAt)) throw notFound("token_not_found", "Token");
    // Revoking a revoked token changes nothing, so it leaves no entry.
    if (count === 1)
      await recordAudit(tx, user, {
        action: "api_token.revoke",
        entityId: id,
        schoolIds: [],
        before: auditSnapshot({ ...row, revokedAt: null }),
        after: auditSnapshot(row),
      });
    return toRecord(row);
  });
}
