import type { AuthUser } from "@/server/auth/user";
import { findActiveUser, toAuthUser } from "@/server/auth/user";
import type { PrismaClient } from "@/generated/prisma/client";
import { issueToken } from "@/server/tokens/service";

export const demo = {
  admin: "admin@example.com",
  ana: "ana@example.com",
  bruno: "bruno@example.com",
  tiago: "tiago@example.com",
  sofia: "sofia@example.com",
} as const;

export async function demoUser(prisma: PrismaClient, email: string): Promise<AuthUser> {
  const user = await findActiveUser(prisma, { email });
  if (!user) throw new Error(`demo user ${email} missing: is the seed loaded?`);
  return toAuthUser(user);
}

/** A fresh API token for a demo account, as an `Authorization` header. */
export async function bearer(prisma: PrismaClient, email: string): Promise<Record<string, string>> {
  const { token } = await issueToken(prisma, await demoUser(prisma, email), { name: "test" });
  return { authorization: `Bearer ${token}` };
}
