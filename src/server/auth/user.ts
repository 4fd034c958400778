import { sql, type ExpressionBuilder } from "kysely";
import type { DB } from "@/generated/kysely/types";
import type { Role } from "@/generated/prisma/enums";
import type { PrismaClient } from "@/generated/prisma/client";
import type { Database } from "@/server/db/client";
import { kyselyIn } from "@/server/db/kysely";
import { preparedQuery } from "@/server/db/prepared-query";
import { activeUser } from "./active-user";
import { verifiedCache } from "./verified-cache";

/** How the caller proved who they are, for the audit log; absent: the session cookie of the pages. */
export type Credential = { kind: "TOKEN"; tokenId: string } | { kind: "CLI" };

/** The authenticated caller as every service sees it. */
export type AuthUser = { id: string; email: string; name: string; role: Role; credential?: Credential };

/** The columns of a user as AuthUser, for every lookup of the caller. */
export const authUserColumns = (eb: ExpressionBuilder<DB, "users">) =>
  [
    "users.id",
    "users.email",
    eb.fn<string>("concat_ws", [sql.lit(" "), eb.ref("users.first_name"), eb.ref("users.last_name")]).as("name"),
    "users.role",
  ] as const;

/** The active user with this id or e-mail, with what signing in checks. */
export async function findActiveUser(
  prisma: PrismaClient,
  where: { id: string } | { email: string },
): Promise<(AuthUser & { passwordHash: string | null; sessionVersion: number }) | null> {
  const [user] = await kyselyIn(prisma)
    .selectFrom("users")
    .select(authUserColumns)
    .select(["users.password_hash", "users.session_version"])
    .where(activeUser)
    .where((eb) => ("id" in where ? eb("users.id", "=", where.id) : eb("users.email", "=", where.email)))
    .execute();
  if (!user) return null;
  const { id, email, name, role } = user;
  return { id, email, name, role, passwordHash: user.password_hash, sessionVersion: user.session_version };
}

export function toAuthUser(user: AuthUser): AuthUser {
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

const sessionUserQuery = preparedQuery("session-user-version", (k, _: "-", v: { id: string; version: number }) =>
  k
    .selectFrom("users")
    .select(authUserColumns)
    .where("users.id", "=", v.id)
    .where("users.session_version", "=", v.version)
    .where(activeUser),
);

/**
 * The active user of a session, once per request: one prepared statement, as a Prisma query costs
 * far more CPU (its query compiler runs on every call) and this runs before every API
 * call; none for a session this instance has verified (verified-cache.ts).
 * The session must carry the user's current session version: sign-out bumps it, ending
 * every cookie issued before. A cookie from before versions existed counts as version 0.
 */
export async function activeUserById(
  db: Database,
  id: string,
  sessionVersion: number | undefined,
): Promise<AuthUser | null> {
  const version = sessionVersion ?? 0;
  if (!/^[0-9a-f-]{36}$/i.test(id) || !Number.isSafeInteger(version)) return null;
  const cache = verifiedCache(db);
  const key = `session:${id}:${version}`;
  const cached = cache.get(key);
  if (cached) return cached.user;
  const ticket = cache.begin();
  const [user] = await sessionUserQuery(db.pool, "-", { id, version });
  if (user) cache.set(key, user, null, ticket);
  return user ?? null;
}

/**
 * Sign-out: ends every session of the user issued with `sessionVersion`. An ended cookie changes
 * nothing, so an old stolen one cannot sign the user out of newer sessions. Bookkeeping like a
 * token's last use, so not audited.
 */
export async function endSessions(prisma: PrismaClient, id: string, sessionVersion: number | undefined): Promise<void> {
  const version = sessionVersion ?? 0;
  if (!/^[0-9a-f-]{36}$/i.test(id) || !Number.isSafeInteger(version)) return;
  await prisma.user.updateMany({ where: { id, sessionVersion: version }, data: { sessionVersion: { increment: 1 } } });
}
