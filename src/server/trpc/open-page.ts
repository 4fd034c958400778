import { cache } from "react";
import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { getSessionUser } from "@/server/session-user";
import { canReach, policyOf, type OperationKey } from "@/server/api/can-reach";
import { appDeps } from "@/server/app-deps";
import type { AuthUser } from "@/server/auth/user";
import type { Policy } from "@/server/scope/policy";
import { scopeFor, type Scope } from "@/server/scope/scope";
import { serverCaller, type ServerCaller } from "./server-caller";

/** What a server component has of its request: the user, their scope, the operations and which ones they pass. */
export type PageSession = {
  user: AuthUser;
  scope: Scope;
  api: ServerCaller;
  can: (key: OperationKey) => boolean;
};

// Once per request: the layout and the page, rendered in parallel, both open it.
const pageSession = cache(async (): Promise<PageSession | null> => {
  const user = await getSessionUser();
  if (!user) return null;
  const deps = appDeps();
  const requestHeaders = await headers();
  const request = new Request(`http://${requestHeaders.get("host") ?? "localhost"}/`, { headers: requestHeaders });
  const scope = await scopeFor(deps.db, user);
  return { user, scope, api: serverCaller(deps, scope, request), can: (key) => canReach(user.role, key) };
});

/** The policy that refused this request's page: its forbidden page (`forbidden.tsx`) says whom the area is for. */
export const pageRefusal = cache((): { policy?: Policy } => ({}));

/**
 * Opens a page for the operation it needs: without a session the page goes to sign-in; a user whose role the
 * operation's policy refuses stays at the address and gets the forbidden page (403) instead, before anything of the
 * page renders. Every page refuses so, by this one rule.
 */
export async function openPage(key: OperationKey): Promise<PageSession> {
  const session = await pageSession();
  if (!session) redirect("/sign-in");
  if (!session.can(key)) {
    pageRefusal().policy = policyOf(key);
    forbidden();
  }
  return session;
}
