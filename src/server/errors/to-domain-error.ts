import { DomainError } from "./domain-error";

// invalid byte sequence (a NUL character), untranslatable character: text PostgreSQL cannot store.
const unstorableTextCodes = new Set(["22021", "22P05"]);
const connectionCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "57P01", "57P03", "08000", "08001", "08003", "08006"]);

function codeOf(error: unknown): string | undefined {
  if (error && typeof error === "object") {
    const { code, cause, meta } = error as { code?: unknown; cause?: unknown; meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } } };
    // Raw SQL through the driver adapter fails as P2010 with the database's own code inside.
    const original = meta?.driverAdapterError?.cause?.originalCode;
    if (code === "P2010" && typeof original === "string") return original;
    if (typeof code === "string") return code;
    if (cause) return codeOf(cause);
  }
  return undefined;
}

/**
 * Unexpected errors become a DomainError whose message never carries the original text;
 * database faults that a client can act on (unique, missing row, unstorable text, unreachable) get their status.
 */
export function toDomainError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : "";
  if (code === "P2002" || code === "23505") return new DomainError("CONFLICT", "A record with these values already exists");
  if (code === "P2025") return new DomainError("NOT_FOUND", "Record not found");
  if (code === "P2003" || code === "23503") return new DomainError("UNPROCESSABLE", "A referenced record does not exist");
  if ((code && unstorableTextCodes.has(code)) || /invalid byte sequence for encoding/i.test(message)) {
    return new DomainError("BAD_REQUEST", "Text may not contain the NUL character (U+0000)");
  }
  // P2028: no connection for a transaction in time (a burst of writes on a small pool); retrying helps.
  if (code === "P2028" || (code && connectionCodes.has(code)) || /Can't reach database|Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(message)) {
    return new DomainError("UNAVAILABLE", "The database is unavailable; try again shortly");
  }
  return new DomainError("INTERNAL", "Internal server error");
}
