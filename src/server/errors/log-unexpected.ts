/**
 * Logs an unexpected error without its message: messages carry input (Prisma prints the call's
 * arguments, PostgreSQL the offending value), which may be a token, a password or an e-mail.
 * The name, the code and the stack frames are enough to find the fault.
 */
export function logUnexpected(tag: string, error: unknown): void {
  const { name, code, meta } = (error && typeof error === "object" ? error : {}) as {
    name?: unknown;
    code?: unknown;
    meta?: { driverAdapterError?: { cause?: { originalCode?: unknown; kind?: unknown } } };
  };
  const database = meta?.driverAdapterError?.cause;
  const codes = [code, database?.originalCode, database?.kind].filter((c): c is string => typeof c === "string");
  const frames = error instanceof Error ? (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line)) : [];
  console.error(
    [`[${tag}] ${typeof name === "string" ? name : typeof error} ${codes.join(" ")}`.trimEnd(), ...frames].join("\n"),
  );
}
