import type { Role } from "@/generated/prisma/enums";
import type { Db } from "@/server/db/client";

/** How the caller proved who they are, for the audit log; absent: the session cookie of the pages. */
export type Credential = { kind: "TOKEN"; tokenId: string } | { kind: "CLI" };

/** The authenticated caller as every service sees it. */
export type AuthUser = { id: string; email: string; name: string; role: Role; credential?: Credential };

export async function findActiveUser(prisma: Db, where: { id: string } | { email: string }): Promise<(AuthUser & { passwordHash: string | null }) | null> {
  const user = await prisma.user.findFirst({
    where: { ...where, blockedAt: null, deletedAt: null },
    select: { id: true, email: true, firstName: true, lastName: true, role: true, passwordHash: true },
  });
  if (!user) return null;
  return { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`, role: user.role, passwordHash: user.passwordHash };
}

export function toAuthUser(user: AuthUser): AuthUser {
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}
