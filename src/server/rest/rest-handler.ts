import { afterWrite } from "@/server/auth/after-write";
import type { z } from "zod";
import { authenticate, bearerToken } from "@/server/auth/authenticate";
import type { AppDeps } from "@/server/app-deps";
import { invalidToken, unauthorized } from "@/server/errors/domain-error";
import { fromZodError } from "@/server/errors/from-zod";
import { isDatabaseUnavailable } from "@/server/errors/to-domain-error";
import { publicOrigin } from "@/server/http/public-origin";
import { enforcePolicy } from "@/server/scope/policy";
import { enforceScopedIds } from "@/server/scope/scoped-ids";
import { scopeFor } from "@/server/scope/scope";
import { assertStorableText } from "@/server/http/assert-storable-text";
import type { AnyRoute } from "./define-route";
import { errorResponse } from "@/server/http/error-response";
import { takeHeavySlot } from "@/server/http/heavy-slots";
import { httpLimits } from "@/server/http/http-limits";
import { negotiate } from "@/server/http/negotiate";
import type { JsonAnswer } from "@/server/http/node-bridge";
import { nextPageLink, PageAnswer } from "@/server/http/page-answer";
import { readJsonBody } from "@/server/http/read-body";
import { spooled } from "@/server/http/spool";
import { StreamedAnswer, streamedResponse } from "@/server/http/streamed-response";
import type { ApiRequest } from "@/server/http/api-request";

function validate(schema: z.ZodType | undefined, input: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(input);
  if (!result.success) throw fromZodError(result.error, input);
  return result.data;
}

/**
 * A streamed result as it leaves: read into a spool at the database's pace (its connection is free
 * once the query is done, whatever the client's pace). For HEAD, headers only: a streamed answer's
 * query never starts, another body is cancelled at once. `done` runs when the client has the last
 * byte or is gone.
 */
async function handOver(
  request: ApiRequest,
  answer: Response | StreamedAnswer,
  deps: AppDeps,
  done: () => void,
): Promise<Response> {
  if (request.method === "HEAD") {
    if (answer instanceof StreamedAnswer) return await answer.headOnly().finally(done);
    await answer.body?.cancel();
    done();
    return new Response(null, { status: answer.status, headers: answer.headers });
  }
  const response = answer instanceof StreamedAnswer ? await streamedResponse(answer) : answer;
  if (!response.body) {
    done();
    return response;
  }
  const { spool, slowClientMs } = httpLimits(deps);
  const body = spooled(response.body, { ...spool, idleMs: slowClientMs }, done);
  return new Response(body, { status: response.status, headers: response.headers });
}

const noRelease = () => {};

/**
 * Runs a route's handler on a replica: a stream (a whole answer or a page's) starts inside the read, so that a
 * replica gone before the first rows leaves them to the primary.
 */
async function startedOn(route: AnyRoute, input: Parameters<AnyRoute["handler"]>[0], method: string) {
  const begun = await route.handler(input);
  if (method === "HEAD") return begun;
  if (begun instanceof StreamedAnswer) return await streamedResponse(begun);
  if (begun instanceof PageAnswer && begun.body instanceof StreamedAnswer)
    return new PageAnswer(await streamedResponse(begun.body), begun.nextCursor);
  return begun;
}

/**
 * Runs a declared route for one request: auth → scope → validation → service → JSON or stream.
 * A JSON result stays a value (`JsonAnswer`): the node:http server writes it in one piece, without
 * a fetch body stream, which for a small GET cost about as much as the route's own work.
 * HEAD runs the GET route up to its answer and sends its status and headers only.
 */
export async function answerRoute(
  route: AnyRoute,
  request: ApiRequest,
  rawParams: Record<string, string>,
  deps: AppDeps,
): Promise<Response | JsonAnswer> {
  let release = noRelease;
  try {
    const user = await authenticate(deps.db, request, deps.rateLimits);
    if (!user) throw bearerToken(request) === undefined ? unauthorized() : invalidToken();
    const scope = await scopeFor(deps.db, user);
    enforcePolicy(scope, route.access);
    // A JSON route answers JSON only: an Accept that refuses it is 406 before any work (routes with files negotiate).
    if (route.output && !route.produces?.length) negotiate(request.headers.get("accept"), ["application/json"]);
    const params = validate(route.params, rawParams);
    const rawQuery = Object.fromEntries(new URL(request.url).searchParams);
    // Routes without parameters ignore the query string, whatever it holds.
    if (route.query) assertStorableText(rawQuery);
    const query = validate(route.query, rawQuery);
    const rawBody = route.body ? await readJsonBody(request) : undefined;
    assertStorableText(rawBody);
    const body = route.body ? validate(route.body, rawBody) : undefined;
    enforceScopedIds(scope, route.scoped, { params, query, body });
    if (route.heavy) release = await takeHeavySlot(deps.db, user.id, httpLimits(deps).heavyPerUser);
    const ctx = { ...deps, scope, origin: publicOrigin(request), request };
    const input = { params, query, body };
    const answer =
      route.replica && deps.replicas
        ? await deps.replicas.read(
            user.id,
            (db) => startedOn(route, { ...input, ctx: { ...ctx, db } }, request.method),
            isDatabaseUnavailable,
          )
        : await route.handler({ ...input, ctx });
    if (route.method !== "GET" && !route.replica) await afterWrite(deps, user.id);
    const page = answer instanceof PageAnswer ? answer : null;
    const result: unknown = page ? page.body : answer;
    const headers: Record<string, string> = {};
    if (page?.nextCursor) headers.link = nextPageLink(request, ctx.origin, page.nextCursor);
    if (result instanceof Response || result instanceof StreamedAnswer) {
      if (result instanceof StreamedAnswer) Object.assign(result.headers, headers);
      else for (const [name, value] of Object.entries(headers)) result.headers.set(name, value);
      const done = release;
      release = noRelease;
      return await handOver(request, result, deps, done);
    }
    const status = route.status ?? 200;
    if (status === 204) return new Response(null, { status });
    if (route.location) headers.location = route.location(result);
    return Object.keys(headers).length ? { status, json: result, headers } : { status, json: result };
  } catch (error) {
    return errorResponse(error);
  } finally {
    release();
  }
}
