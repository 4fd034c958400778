import type { AppDeps } from "@/server/app-deps";
import type { Scope } from "@/server/scope/scope";
import { appRouter } from "./app-router";

/**
 * The app's operations for server code (the pages), as `api.questions.list(input)`: each call runs its tRPC
 * procedure, so the operation's policy, input schema, scoped ids and service, in the order a request to /api/trpc
 * runs them. The caller is `scope.user`; `request` names the origin the page was asked on, for absolute URLs.
 * A refusal throws the TRPCError a request would answer with, its DomainError as the cause.
 */
export function serverCaller(deps: AppDeps, scope: Scope, request: Request) {
  return appRouter.createCaller({ ...deps, user: scope.user, scope, request });
}

export type ServerCaller = ReturnType<typeof serverCaller>;
