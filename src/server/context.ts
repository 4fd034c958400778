import type { AppDeps } from "@/server/app-deps";
import type { Scope } from "@/server/scope/scope";

/**
 * What every service receives first, from a REST route and a tRPC procedure alike: the app's parts,
 * the authorized caller's scope (the caller is `scope.user`, whose role the operation's policy has
 * checked) and the public origin the caller used, for the absolute URLs of the app's own files.
 * The second argument is the operation's input: ids at its top level, a write's fields under `data`.
 */
export type Ctx = AppDeps & { scope: Scope; origin: string };
