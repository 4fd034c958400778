import { describe, expect, it } from "vitest";
import { toDomainError } from "./to-domain-error";

// The shape @prisma/adapter-pg throws for a PostgreSQL error it has no kind for.
const driverError = (code: string, message: string) => Object.assign(new Error(message), { name: "DriverAdapterError", cause: { kind: "postgres", code, message } });

describe("toDomainError", () => {
  it("answers 400 for text PostgreSQL cannot store (a NUL character), without its text", () => {
    const error = toDomainError(driverError("22021", 'invalid byte sequence for encoding "UTF8": 0x00'));
    expect(error.status).toBe(400);
    expect(error.message).not.toContain("0x00");
    expect(toDomainError(new Error('Invalid invocation: invalid byte sequence for encoding "UTF8": 0x00')).code).toBe("BAD_REQUEST");
  });

  it("keeps other database errors internal", () => {
    const error = toDomainError(driverError("42601", "syntax error at or near"));
    expect(error.status).toBe(500);
    expect(error.message).toBe("Internal server error");
  });
});
