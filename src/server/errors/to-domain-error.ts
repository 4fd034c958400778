import { DomainError } from "./domain-error";

// invalid byte sequence (a NUL character), untranslatable character: text PostgreSQL cannot store.
const unstorableTextCodes = new Set(["22021", "22P05"]);
/**
 * The database is away or overloaded: socket errors, PostgreSQL's connection and shutdown classes
 * (08*, 57P01-03, 53300), Prisma's unreachable / closed / timed out / too many connections, and its
 * transaction manager (P2028: no connection within maxWait, or the transaction died with its connection).
 */
const connectionCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "08000",
  "08001",
  "08003",
  "08006",
  "P1001",
  "P1002",
  "P1008",
  "P1017",
  "P2024",
  "P2028",
  "P2037",
]);
/** Driver adapter errors carry these kinds (no code) for socket faults. */
const connectionKinds = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
/** pg's own errors without a code: a connection lost mid-query, a client used after it broke, a pool connect timeout. */
const connectionMessages =
  /Can't reach database|Connection terminated|not queryable|connect ECONNREFUSED|timeout exceeded when trying to connect/i;

function codeOf(error: unknown): string | undefined {
  if (error && typeof error === "object") {
    const { code, cause, meta } = error as {
      code?: unknown;
      cause?: unknown;
      meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } };
    };
    // Raw SQL through the driver adapter fails as P2010 with the database's own code inside.
    const original = meta?.driverAdapterError?.cause?.originalCode;
    if (code === "P2010" && typeof original === "string") return original;
    if (typeof code === "string") return code;
    if (cause) return codeOf(cause);
  }
  return undefined;
}

type Marked = {
  code?: unknown;
  kind?: unknown;
  originalCode?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
};

/**
 * The codes and kinds along an error's cause chain, with the driver adapter's error inside Prisma's
 * P2010: a raw query whose connection the server ended fails as P2010 with 57P01 only in there.
 */
function markersOf(error: unknown, depth = 0): string[] {
  if (!error || typeof error !== "object" || depth > 5) return [];
  const { code, kind, originalCode, cause, meta } = error as Marked;
  const own = [code, kind, originalCode].filter((v): v is string => typeof v === "string");
  return own.concat(markersOf(cause, depth + 1), markersOf(meta?.driverAdapterError, depth + 1));
}

/** The database (or the replica a read went to) is away: a read may run again elsewhere. */
export const isDatabaseUnavailable = (error: unknown) => toDomainError(error).code === "UNAVAILABLE";

/**
 * Unexpected errors become a DomainError whose message never carries the original text;
 * database faults that a client can act on (unique, missing row, unstorable text, unreachable) get their status.
 */
export function toDomainError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : "";
  if (code === "P2002" || code === "23505")
    return new DomainError("CONFLICT", "duplicate_record", "A record with these values already exists");
  if (code === "P2025") return new DomainError("NOT_FOUND", "record_not_found", "Record not found");
  if (code === "P2003" || code === "23503")
    return new DomainError("UNPROCESSABLE", "referenced_record_missing", "A referenced record does not exist");
  if ((code && unstorableTextCodes.has(code)) || /invalid byte sequence for encoding/i.test(message)) {
    return new DomainError("BAD_REQUEST", "ill_formed_text", "Text may not contain the NUL character (U+0000)");
  }
  if (
    markersOf(error).some((m) => connectionCodes.has(m) || connectionKinds.has(m)) ||
    connectionMessages.test(message)
  ) {
    return new DomainError("UNAVAILABLE", "database_unavailable", "The database is unavailable; try again shortly");
  }
  return new DomainError("INTERNAL", "internal", "Internal server error");
}
