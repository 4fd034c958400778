import { DomainError, RateLimitedError } from "@/server/errors/domain-error";
import { logUnexpected } from "@/server/errors/log-unexpected";
import { toDomainError } from "@/server/errors/to-domain-error";

/** The one JSON error shape: {"error":{"code","message","issues"}}. */
export function errorResponse(error: unknown): Response {
  const domain = toDomainError(error);
  if (domain.code === "INTERNAL" || domain.code === "UNAVAILABLE") logUnexpected("api", error);
  const headers: Record<string, string> =
    domain instanceof RateLimitedError ? { "retry-after": String(domain.retryAfterSeconds) } : {};
  return Response.json(
    { error: { code: domain.code, message: domain.message, issues: domain.issues } },
    { status: domain.status, headers },
  );
}

export const errorBody = (error: DomainError) => ({
  error: { code: error.code, message: error.message, issues: error.issues },
});
