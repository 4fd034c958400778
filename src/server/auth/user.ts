import type pg from "pg";
import type { Role } from "@/generated/prisma/enums";
import { namedStatement, type Db } from "@/server/db/client";

/** How the caller proved who they are, for the audit log; absent: the session cookie of the pages. */
export type Credential = { kind: "TOKEN"; tokenId: string } | { kind: "CLI" };

/** The authenticated caller as every service sees it. */
export type AuthUser = { id: string; email: string; name: string; role: Role; credential?: Credential };

export async function findActiveUser(
  prisma: Db,
  where: { id: string } | { email: string },
): Promise<(AuthUser & { passwordHash: string | null; sessionVersion: number }) | null> {
  const user = await prisma.user.findFirst({
    where: { ...where, blockedAt: null, deletedAt: null },
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      role: true,
      passwordHash: true,
      sessionVersion: true,
    },
  });
  if (!user) return null;
  const { id, email, role, passwordHash, sessionVersion } = user;
  return { id, email, name: `${user.firstName} ${user.lastName}`, role, passwordHash, sessionVersion };
}

export function toAuthUser(user: AuthUser): AuthUser {
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

/** The columns of an active user as AuthUser, for the per-request lookups written in SQL. */
export const authUserColumns = `u.id::text AS id, u.email, u.first_name || ' ' || u.last_name AS name, u.role::text AS role`;
export const activeUserWhere = "u.blocked_at IS NULL AND u.deleted_at IS NULL";

const sessionUserStatement = namedStatement(
  "session-user-version",
  `SELECT ${authUserColumns} FROM users u WHERE u.id = $1 AND u.session_version = $2 AND ${activeUserWhere}`,
);

/**
 * The active user of a session, once per request: plain SQL, as a Prisma query costs about ten
 * times the CPU (its query compiler runs on every call) and this runs before every API call. The
 * session must carry the user's current session version: sign-out bumps it, ending every cookie
 * issued before. A cookie from before versions existed counts as version 0.
 */
export async function activeUserById(
  pool: pg.Pool,
  id: string,
  sessionVersion: number | undefined,
): Promise<AuthUser | null> {
  const version = sessionVersion ?? 0;
  if (!/^[0-9a-f-]{36}$/i.test(id) || !Number.isSafeInteger(version)) return null;
  const { rows } = await pool.query<AuthUser>(sessionUserStatement, [id, version]);
  return rows[0] ?? null;
}

/**
 * Sign-out: ends every session of the user issued with `sessionVersion`. An ended cookie changes
 * nothing, so an old stolen one cannot sign the user out of newer sessions. Bookkeeping like a
 * token's last use, so not audited.
 */
export async function endSessions(prisma: Db, id: string, sessionVersion: number | undefined): Promise<void> {
  const version = sessionVersion ?? 0;
  if (!/^[0-9a-f-]{36}$/i.test(id) || !Number.isSafeInteger(version)) return;
  await prisma.user.updateMany({ where: { id, sessionVersion: version }, data: { sessionVersion: { increment: 1 } } });
}
