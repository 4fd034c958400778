import type { Database } from "@/server/db/client";
import { RateLimitedError } from "@/server/errors/domain-error";
import { errorResponse } from "@/server/http/error-response";
import { limitSignIn } from "./rate-limit";
import type { RateLimits } from "./rate-limit-config";
import { tooManyAttempts } from "./sign-in-errors";

/** What the sign-in needs of the app's parts (`AppDeps`, which auth lies below, has them). */
export type SignInDeps = { db: Database; rateLimits: RateLimits };

/**
 * next-auth's credentials callback behind the sign-in limits. A refusal is the API's JSON error
 * with Retry-After, plus the `url` next-auth's client reads its error from, so the page can say why.
 */
export async function limitedSignIn(
  deps: SignInDeps,
  request: Request,
  signIn: () => Promise<Response>,
): Promise<Response> {
  try {
    return await limitSignIn(deps.db, request, deps.rateLimits, signIn);
  } catch (error) {
    // Only a refusal by the limits says "too many attempts"; any other error is just the error.
    if (!(error instanceof RateLimitedError)) return errorResponse(error);
    const response = errorResponse(error);
    const body = await response.json();
    const url = new URL(`/api/auth/error?error=${tooManyAttempts}`, request.url).toString();
    return Response.json({ ...body, url }, { status: response.status, headers: response.headers });
  }
}
