import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { maxBatchCalls } from "@/lib/trpc/batch-limit";
import type { AppDeps } from "@/server/app-deps";
import { RateLimitedError } from "@/server/errors/domain-error";
import { errorResponse } from "@/server/http/error-response";
import { readBodyBytes } from "@/server/http/read-body";
import { appRouter } from "./app-router";
import { createContext } from "./init";

/**
 * The tRPC endpoint (/api/trpc) for a fetch Request: a body over 1 MiB is 413 before the rest of it
 * is read, as on the REST routes, and a batch of more than maxBatchCalls is refused whole (400)
 * before any call runs. A 429 carries Retry-After.
 */
export async function answerTrpc(deps: AppDeps, request: Request): Promise<Response> {
  let req = request;
  if (request.body) {
    try {
      const body = await readBodyBytes(request);
      req = new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: body ? new Uint8Array(body) : undefined,
        signal: request.signal,
      });
    } catch (error) {
      return errorResponse(error);
    }
  }
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: appRouter,
    allowMethodOverride: true,
    maxBatchSize: maxBatchCalls,
    createContext: () => createContext(deps, req),
    responseMeta: ({ errors }) => {
      const waits = errors.flatMap((e) => (e.cause instanceof RateLimitedError ? [e.cause.retryAfterSeconds] : []));
      return waits.length ? { headers: { "retry-after": String(Math.max(...waits)) } } : {};
    },
  });
}
