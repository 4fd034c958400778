import type { NextAuthOptions } from "next-auth";
import { errorResponse } from "@/server/http/error-response";
import { limitedSignIn, type SignInDeps } from "./limited-sign-in";
import { runNextAuth } from "./next-auth-handler";
import { verifiedCache } from "./verified-cache";

/**
 * Everything under /api/auth: next-auth, with the password sign-in behind the rate limits, and a
 * sign-out that answers an error when the session could not be ended on the server (next-auth
 * would log it and clear the cookie, leaving a copied cookie valid).
 */
export async function answerAuth(
  deps: SignInDeps,
  request: Request,
  action: string[],
  options: NextAuthOptions,
): Promise<Response> {
  const path = action.join("/");
  if (request.method === "POST" && path === "callback/credentials") {
    return limitedSignIn(deps, request, () => runNextAuth(request, action, options));
  }
  if (request.method !== "POST" || path !== "signout") return runNextAuth(request, action, options);
  let failure: unknown;
  const signOut = options.events?.signOut;
  const events = {
    ...options.events,
    signOut: async (message: Parameters<NonNullable<typeof signOut>>[0]) => {
      try {
        await signOut?.(message);
      } catch (error) {
        failure = error;
        throw error;
      }
    },
  };
  const response = await runNextAuth(request, action, { ...options, events });
  if (failure !== undefined) return errorResponse(failure);
  verifiedCache(deps.db).wrote();
  return response;
}
