import { cache } from "react";
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
  return activeUserById(db(), session.user.id, session.user.sessionVersion);
});
