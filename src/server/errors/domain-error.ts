import type { ErrorCodeName, ErrorParams } from "@/lib/errors/error-codes";

export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/**
 * One field-level problem, as sent to clients in `error.issues`: a registered code and its params for
 * the browser's translation, and the English message for integrators.
 */
export type ErrorIssue = { path: (string | number)[]; code: ErrorCodeName; message: string; params?: ErrorParams };

/**
 * The one error type services throw; entry points map it to an HTTP status or a TRPCError.
 * `code` is the category (the status), `reason` the stable code the browser translates with `params`.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly reason: ErrorCodeName;
  readonly params: ErrorParams;
  readonly issues: ErrorIssue[];

  constructor(
    code: ErrorCode,
    reason: ErrorCodeName,
    message: string,
    { params = {}, issues = [] }: { params?: ErrorParams; issues?: ErrorIssue[] } = {},
  ) {
    super(message);
    this.name = "DomainError";
    this.code = code;
    this.reason = reason;
    this.params = params;
    this.issues = issues;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const forbidden = (reason: ErrorCodeName, message: string) => new DomainError("FORBIDDEN", reason, message);
export const notFound = (reason: ErrorCodeName, what: string) =>
  new DomainError("NOT_FOUND", reason, `${what} not found`);
export const unauthorized = () => new DomainError("UNAUTHORIZED", "authentication_required", "Authentication required");
/** A bearer token was sent and is not valid (RFC 6750's invalid_token): unknown, revoked, malformed, its user gone. */
export const invalidToken = () =>
  new DomainError("UNAUTHORIZED", "invalid_token", "The bearer token is unknown, revoked or malformed");

/** 429 after too many failed attempts (or requests); `retryAfterSeconds` travels as the Retry-After header. */
export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(
    retryAfterSeconds: number,
    reason: ErrorCodeName = "rate_limited",
    message = "Too many failed attempts; try again later",
    params: ErrorParams = {},
  ) {
    super("TOO_MANY_REQUESTS", reason, message, { params: { ...params, seconds: retryAfterSeconds } });
    this.name = "RateLimitedError";
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
