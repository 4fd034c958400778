import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { RestError } from "@/lib/errors/rest-error";
import { retryQuery } from "./retry-policy";

/** A failed tRPC call as the client builds it from the server's answer (the wire's error shape). */
const trpcError = (code: string, httpStatus: number) =>
  TRPCClientError.from({ error: { message: code, code: -32000, data: { code, httpStatus } } });

describe("retryQuery", () => {
  it("never retries a refusal: not found, not yours, invalid, signed out", () => {
    for (const [code, status] of [
      ["NOT_FOUND", 404],
      ["FORBIDDEN", 403],
      ["UNAUTHORIZED", 401],
      ["BAD_REQUEST", 400],
      ["UNPROCESSABLE_CONTENT", 422],
    ] as const) {
      expect(retryQuery(0, trpcError(code, status)), code).toBe(false);
    }
    expect(retryQuery(0, new RestError(404, undefined))).toBe(false);
    expect(retryQuery(0, new RestError(403, undefined))).toBe(false);
  });

  it("retries what may pass, three times: a server error, a busy server, no answer at all", () => {
    for (const error of [
      trpcError("INTERNAL_SERVER_ERROR", 500),
      trpcError("TOO_MANY_REQUESTS", 429),
      new RestError(503, undefined),
      new TypeError("Failed to fetch"),
    ]) {
      expect(retryQuery(0, error)).toBe(true);
      expect(retryQuery(2, error)).toBe(true);
      expect(retryQuery(3, error)).toBe(false);
    }
  });
});
