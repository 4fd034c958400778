import { DomainError, RateLimitedError } from "@/server/errors/domain-error";
import { logUnexpected } from "@/server/errors/log-unexpected";
import { toDomainError } from "@/server/errors/to-domain-error";

/**
 * The one JSON error shape: {"error":{"code","reason","message","params"?,"issues"}}. `code` is the
 * category, `reason` the stable code a client translates with `params`; `message` is English.
 */
export const errorBody = (error: DomainError) => ({
  error: {
    code: error.code,
    reason: error.reason,
    message: error.message,
    ...(Object.keys(error.params).length ? { params: error.params } : {}),
    issues: error.issues,
  },
});

export function errorResponse(error: unknown): Response {
  const domain = toDomainError(error);
  if (domain.code === "INTERNAL" || domain.code === "UNAVAILABLE") logUnexpected("api", error);
  const headers: Record<string, string> =
    domain instanceof RateLimitedError ? { "retry-after": String(domain.retryAfterSeconds) } : {};
  // RFC 9110: a 401 names the scheme that would be accepted; RFC 6750 §3.1: and says when the token sent failed.
  if (domain.status === 401)
    headers["www-authenticate"] =
      `Bearer realm="api"${domain.reason === "invalid_token" ? ', error="invalid_token"' : ""}`;
  return Response.json(errorBody(domain), { status: domain.status, headers });
}
