import { cache } from "react";
import { redirect } from "next/navigation";
import type { Role } from "@/generated/prisma/enums";
import { getServerSession } from "next-auth";
import { authOptions } from "@/server/auth/options";
import { activeUserById, type AuthUser } from "@/server/auth/user";
import { db } from "@/server/db";

/**
 * The signed-in user for server components, or null. Read fresh from the database so a blocked
 * user, a changed role or a sign-out elsewhere takes effect at once; cached per request because the layout and the
 * page (rendered in parallel, so each must check) both ask.
 */
export const getSessionUser = cache(async (): Promise<AuthUser | null> => {
  const session = await getServerSession(authOptions());
  if (!session?.user.id) return null;
  return activeUserById(db().pool, session.user.id, session.user.sessionVersion);
});

/** The signed-in user of a page: to sign-in without a session, home without one of the roles. */
export async function requirePageUser(roles?: readonly Role[]): Promise<AuthUser> {
  const user = await getSessionUser();
  if (!user) redirect("/sign-in");
  if (roles && !roles.includes(user.role)) redirect("/");
  return user;
}
