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

/** One field-level problem, as sent to clients in `error.issues`. */
export type ErrorIssue = { path: (string | number)[]; code: string; message: string };

/** The one error type services throw; entry points map it to an HTTP status or a TRPCError. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly issues: ErrorIssue[];

  constructor(code: ErrorCode, message: string, issues: ErrorIssue[] = []) {
    super(message);
    this.name = "DomainError";
    this.code = code;
    this.issues = issues;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const forbidden = (message = "You do not have access to this resource") => new DomainError("FORBIDDEN", message);
export const notFound = (what: string) => new DomainError("NOT_FOUND", `${what} not found`);
export const unauthorized = () => new DomainError("UNAUTHORIZED", "Authentication required");

/** 429 after too many failed attempts (or requests); `retryAfterSeconds` travels as the Retry-After header. */
export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, message = "Too many failed attempts; try again later") {
    super("TOO_MANY_REQUESTS", message);
    this.name = "RateLimitedError";
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
