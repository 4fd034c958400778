import type { z } from "zod";
import { authenticate } from "@/server/auth/authenticate";
import { appDeps, type AppDeps } from "@/server/app-deps";
import { unauthorized } from "@/server/errors/domain-error";
import { fromZodError } from "@/server/errors/from-zod";
import { requireAdmin, requirePlatformAdmin, requireStaff, scopeFor } from "@/server/scope/scope";
import { assertStorableText } from "./assert-storable-text";
import type { AnyRoute } from "./define-route";
import { errorResponse } from "./error-response";
import type { JsonAnswer } from "./node-bridge";
import { readJsonBody } from "./read-body";

function validate(schema: z.ZodType | undefined, input: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(input);
  if (!result.success) throw fromZodError(result.error, input);
  return result.data;
}

/**
 * Runs a declared route for one request: auth → scope → validation → service → JSON or stream.
 * A JSON result stays a value (`JsonAnswer`): the node:http server writes it in one piece, without
 * a fetch body stream, which for a small GET cost about as much as the route's own work.
 */
export async function answerRoute(route: AnyRoute, request: Request, rawParams: Record<string, string>, deps: AppDeps): Promise<Response | JsonAnswer> {
  try {
    const user = await authenticate(deps.db, request, deps.rateLimits);
    if (!user) throw unauthorized();
    const scope = await scopeFor(deps.db, user);
    const access = route.access ?? "staff";
    if (access === "staff") requireStaff(scope);
    if (access === "admin") requireAdmin(scope);
    if (access === "platform") requirePlatformAdmin(scope);
    const params = validate(route.params, rawParams);
    const rawQuery = Object.fromEntries(new URL(request.url).searchParams);
    // Routes without parameters ignore the query string, whatever it holds.
    if (route.query) assertStorableText(rawQuery);
    const query = validate(route.query, rawQuery);
    const rawBody = route.body ? await readJsonBody(request) : undefined;
    assertStorableText(rawBody);
    const body = route.body ? validate(route.body, rawBody) : undefined;
    const result = await route.handler({ params, query, body, ctx: { ...deps, scope, request } });
    if (result instanceof Response) return result;
    const status = route.status ?? 200;
    return status === 204 ? new Response(null, { status }) : { status, json: result };
  } catch (error) {
    return errorResponse(error);
  }
}

/** answerRoute as a fetch Response, for the Next.js route files. */
export async function runRoute(route: AnyRoute, request: Request, rawParams: Record<string, string>, deps: AppDeps): Promise<Response> {
  const answer = await answerRoute(route, request, rawParams, deps);
  return answer instanceof Response ? answer : Response.json(answer.json, { status: answer.status });
}

type NextContext = { params: Promise<Record<string, string | string[]>> };

/** A Next.js route handler for a declared route: `export const GET = restHandler(route)`. */
export function restHandler(route: AnyRoute) {
  return async (request: Request, context: NextContext): Promise<Response> => {
    const params = Object.fromEntries(Object.entries((await context.params) ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
    return runRoute(route, request, params, appDeps());
  };
}
