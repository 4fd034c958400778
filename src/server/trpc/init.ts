import { afterWrite } from "@/server/auth/after-write";
import { initTRPC, TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import { authenticate } from "@/server/auth/authenticate";
import type { AuthUser } from "@/server/auth/user";
import type { AppDeps } from "@/server/app-deps";
import { DomainError, forbidden, unauthorized, type ErrorCode } from "@/server/errors/domain-error";
import { fromZodError } from "@/server/errors/from-zod";
import { assertStorableText } from "@/server/http/assert-storable-text";
import { logUnexpected } from "@/server/errors/log-unexpected";
import { isDatabaseUnavailable, toDomainError } from "@/server/errors/to-domain-error";
import { takeHeavySlot } from "@/server/http/heavy-slots";
import { httpLimits } from "@/server/http/http-limits";
import { publicOrigin } from "@/server/http/public-origin";
import { enforcePolicy, type Policy } from "@/server/scope/policy";
import { enforceScopedIds, type ScopedIds } from "@/server/scope/scoped-ids";
import { scopeFor, type Scope } from "@/server/scope/scope";
import { ZodError } from "zod";

export type TrpcContext = AppDeps & { user: AuthUser | null; authError?: DomainError; request: Request; scope?: Scope };

/**
 * Authentication problems (a cross-site write, the database being down) surface in the procedures,
 * with their status: an error thrown here would reach the client as a bare 500.
 */
export async function createContext(deps: AppDeps, request: Request): Promise<TrpcContext> {
  try {
    return { ...deps, user: await authenticate(deps.db, request, deps.rateLimits), request };
  } catch (error) {
    const domain = toDomainError(error);
    if (domain.code === "INTERNAL") throw error;
    return { ...deps, user: null, authError: domain, request };
  }
}

const trpcCode: Record<ErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: "BAD_REQUEST",
  UNAUTHORIZED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  METHOD_NOT_ALLOWED: "METHOD_NOT_SUPPORTED",
  NOT_ACCEPTABLE: "BAD_REQUEST",
  CONFLICT: "CONFLICT",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  UNPROCESSABLE: "UNPROCESSABLE_CONTENT",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
  INTERNAL: "INTERNAL_SERVER_ERROR",
  UNAVAILABLE: "SERVICE_UNAVAILABLE",
};

/** The same DomainError → status mapping as REST, expressed as a TRPCError. */
export function toTRPCError(error: unknown): TRPCError {
  if (error instanceof TRPCError && !(error.cause instanceof DomainError) && error.code !== "INTERNAL_SERVER_ERROR")
    return error;
  const cause = error instanceof TRPCError ? (error.cause ?? error) : error;
  const domain = cause instanceof ZodError ? fromZodError(cause, undefined) : toDomainError(cause);
  if (domain.code === "INTERNAL") logUnexpected("trpc", cause);
  return new TRPCError({ code: trpcCode[domain.code], message: domain.message, cause: domain });
}

/** Every procedure's policy, readable as `procedure._def.meta.policy` (a test checks each has one). */
export type TrpcMeta = { policy: Policy };

const t = initTRPC
  .context<TrpcContext>()
  .meta<TrpcMeta>()
  .create({
    errorFormatter({ shape, error }) {
      // The reason and params the browser translates (appErrorOf); a bare TRPCError has only its category.
      const domain = error.cause instanceof DomainError ? error.cause : undefined;
      const detail = domain ? { reason: domain.reason, params: domain.params, issues: domain.issues } : { issues: [] };
      return { ...shape, data: { ...shape.data, stack: undefined, ...detail } };
    },
  });

export const createRouter = t.router;

const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) throw toTRPCError(result.error);
  return result;
});

/** As on REST, after the credential: text the database cannot store is 400 in any field, before the schema. */
const refuseUnstorableText = t.middleware(async ({ getRawInput, next }) => {
  assertStorableText(await getRawInput());
  return next();
});

const authenticated = t.middleware(async ({ ctx, next }) => {
  if (ctx.authError) throw ctx.authError;
  if (!ctx.user) throw unauthorized();
  // A server caller (server-caller.ts) brings the scope its page built for the same user; a request builds it here.
  const scope = ctx.scope ?? (await scopeFor(ctx.db, ctx.user));
  return next({ ctx: { ...ctx, user: ctx.user, scope, origin: publicOrigin(ctx.request) } });
});

/** A builder for one policy, enforced from its meta by the same function as on REST, after the text check as before. */
export const procedureFor = (policy: Policy) =>
  t.procedure
    .meta({ policy })
    .use(mapErrors)
    .use(authenticated)
    .use(refuseUnstorableText)
    .use(({ ctx, meta, next }) => {
      // A procedure whose meta lost its policy fails closed rather than letting every signed-in user through.
      if (!meta?.policy) throw forbidden("forbidden", "This operation declares no policy");
      enforcePolicy(ctx.scope, meta.policy);
      return next();
    });

/**
 * Declares the ids of a procedure's input that must lie in the caller's scope and enforces them,
 * with the same function as REST, once the input is parsed: `.input(schema).use(inScope({ … }))`.
 */
export const inScope = (scoped: ScopedIds) =>
  t.middleware(({ ctx, input, next }) => {
    // Only after `authenticated`; a procedure built otherwise fails closed.
    if (!ctx.scope) throw forbidden("forbidden", "This operation has no caller scope");
    enforceScopedIds(ctx.scope, scoped, input);
    return next();
  });

/**
 * A read a replica may serve, as on REST: the service gets the replica's database; a replica that turns out to be
 * away is left for the primary, where the procedure runs again.
 */
export const onReplica = t.middleware(async ({ ctx, next }) => {
  if (!ctx.replicas || !ctx.user) return next();
  const run = async (db: TrpcContext["db"]) => {
    const result = await next({ ctx: { ...ctx, db } });
    if (!result.ok && isDatabaseUnavailable(result.error.cause ?? result.error)) throw result.error;
    return result;
  };
  return ctx.replicas.read(ctx.user.id, run, (error) => isDatabaseUnavailable((error as Error).cause ?? error));
});

/** After a write, as on REST: read-your-writes on replicas, this instance's verified callers checked again. */
export const markingWrites = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (result.ok && ctx.user) await afterWrite(ctx, ctx.user.id);
  return result;
});

/** Heavy work (student performance, report previews): at most so many at once per user, as the REST routes. */
export const heavy = t.middleware(async ({ ctx, next }) => {
  if (!ctx.user) return next();
  const release = await takeHeavySlot(ctx.db, ctx.user.id, httpLimits(ctx).heavyPerUser);
  try {
    return await next();
  } finally {
    void release();
  }
});
