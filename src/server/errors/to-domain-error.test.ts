import { describe, expect, it } from "vitest";
import { Prisma } from "@/generated/prisma/client";
import { toDomainError } from "./to-domain-error";

const prismaError = (code: string, message = "database error") =>
  new Prisma.PrismaClientKnownRequestError(message, { code, clientVersion: "test" });
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: "FATAL" });
/** The shape @prisma/adapter-pg throws inside interactive transactions: a kind, and PostgreSQL's code when there is one. */
const adapterError = (cause: Record<string, unknown>) =>
  Object.assign(new Error(String(cause.message ?? cause.kind)), { name: "DriverAdapterError", cause });

describe("toDomainError", () => {
  it("answers 503 for every way the database goes away", () => {
    const faults = [
      prismaError("P1001", "Can't reach database server at 127.0.0.1:5432"),
      prismaError("P1017", "Server has closed the connection."),
      prismaError("P2028", "Transaction API error: Unable to start a transaction in the given time."),
      pgError("57P01", "terminating connection due to administrator command"),
      pgError("57P03", "the database system is shutting down"),
      adapterError({ kind: "postgres", code: "57P01", message: "terminating connection due to administrator command" }),
      adapterError({ kind: "DatabaseNotReachable", host: "127.0.0.1", port: 5432 }),
      adapterError({ kind: "ConnectionClosed" }),
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
        code: "ECONNREFUSED",
        errno: -111,
        syscall: "connect",
      }),
      new Error("Client has encountered a connection error and is not queryable"),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      // Raw SQL through the adapter: Prisma's P2010 with the server's code only inside.
      new Prisma.PrismaClientKnownRequestError("Raw query failed", {
        code: "P2010",
        clientVersion: "test",
        meta: { driverAdapterError: adapterError({ kind: "postgres", originalCode: "57P01", code: "57P01" }) },
      }),
    ];
    for (const fault of faults)
      expect(toDomainError(fault), String(fault)).toMatchObject({ code: "UNAVAILABLE", status: 503 });
  });

  it("keeps the statuses of constraint errors and hides anything else behind a 500", () => {
    expect(toDomainError(prismaError("P2002")).status).toBe(409);
    expect(toDomainError(adapterError({ kind: "postgres", code: "23505", message: "duplicate key" })).status).toBe(409);
    expect(toDomainError(prismaError("P2025")).status).toBe(404);
    expect(toDomainError(prismaError("P2003")).status).toBe(422);
    const internal = toDomainError(new Error("secret detail"));
    expect(internal).toMatchObject({ code: "INTERNAL", status: 500 });
    expect(internal.message).not.toContain("secret");
  });
});

// The shape @prisma/adapter-pg throws for a PostgreSQL error it has no kind for.
const driverError = (code: string, message: string) =>
  Object.assign(new Error(message), { name: "DriverAdapterError", cause: { kind: "postgres", code, message } });

describe("toDomainError for text PostgreSQL cannot store", () => {
  it("answers 400 for text PostgreSQL cannot store (a NUL character), without its text", () => {
    const error = toDomainError(driverError("22021", 'invalid byte sequence for encoding "UTF8": 0x00'));
    expect(error.status).toBe(400);
    expect(error.message).not.toContain("0x00");
    expect(toDomainError(new Error('Invalid invocation: invalid byte sequence for encoding "UTF8": 0x00')).code).toBe(
      "BAD_REQUEST",
    );
  });

  it("keeps other database errors internal", () => {
    const error = toDomainError(driverError("42601", "syntax error at or near"));
    expect(error.status).toBe(500);
    expect(error.message).toBe("Internal server error");
  });
});
