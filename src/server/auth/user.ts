import type pg from "pg";
import type { Role } from "@/generated/prisma/enums";
import { namedStatement, type Db } from "@/server/db/client";

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

/** The columns of an active user as AuthUser, for the per-request lookups written in SQL. */
export const authUserColumns = `u.id::text AS id, u.email, u.first_name || ' ' || u.last_name AS name, u.role::text AS role`;
export const activeUserWhere = "u.blocked_at IS NULL AND u.deleted_at IS NULL";

const sessionUserStatement = namedStatement("session-user", `SELECT ${authUserColumns} FROM users u WHERE u.id = $1 AND ${activeUserWhere}`);

/**
 * The active user of a session, once per request: plain SQL, as a Prisma query costs about ten
 * times the CPU (its query compiler runs on every call) and this runs before every API call.
 */
export async function activeUserById(pool: pg.Pool, id: string): Promise<AuthUser | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows } = await pool.query<AuthUser>(sessionUserStatement, [id]);
  return rows[0] ?? null;
}
