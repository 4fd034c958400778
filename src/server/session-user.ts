import { cache } from "react";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { Role } from "@/generated/prisma/enums";
import { getServerSession } from "next-auth";
import { authOptions } from "@/server/auth/options";
import { activeUserById, type AuthUser } from "@/server/auth/user";
import { appDeps } from "@/server/app-deps";
import type { Ctx } from "@/server/context";
import { db } from "@/server/db";
import { publicOrigin } from "@/server/http/public-origin";
import { scopeFor } from "@/server/scope/scope";

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

/** The signed-in user of a page: to sign-in without a session, home without one of the roles. */
export async function requirePageUser(roles?: readonly Role[]): Promise<AuthUser> {
  const user = await getSessionUser();
  if (!user) redirect("/sign-in");
  if (roles && !roles.includes(user.role)) redirect("/");
  return user;
}

/** A service context for a server component: the page's signed-in user and the origin its request named. */
export async function pageContext(user: AuthUser): Promise<Ctx> {
  const deps = appDeps();
  const requestHeaders = await headers();
  const request = new Request(`http://${requestHeaders.get("host") ?? "localhost"}/`, { headers: requestHeaders });
  return { ...deps, scope: await scopeFor(deps.db, user), origin: publicOrigin(request) };
}
