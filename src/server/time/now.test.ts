import { describe, expect, it } from "vitest";
import { pinnedNow } from "./now";

describe("the app's clock switch (APP_NOW)", () => {
  it("is the real clock when APP_NOW is unset or empty", () => {
    expect(pinnedNow({})).toBeNull();
    expect(pinnedNow({ APP_NOW: "", NODE_ENV: "production" })).toBeNull();
  });

  it("pins an ISO 8601 instant outside production", () => {
    expect(pinnedNow({ APP_NOW: "2028-02-29T15:00:00Z" })?.toISOString()).toBe("2028-02-29T15:00:00.000Z");
    expect(pinnedNow({ APP_NOW: "2026-12-31T12:00:00-03:00", NODE_ENV: "test" })?.toISOString()).toBe(
      "2026-12-31T15:00:00.000Z",
    );
  });

  it("is refused under NODE_ENV=production unless APP_NOW_TEST=1 marks a test server", () => {
    const production = { APP_NOW: "2026-11-25T15:00:00Z", NODE_ENV: "production" };
    expect(() => pinnedNow(production)).toThrow(/APP_NOW is for tests only.*APP_NOW_TEST=1/s);
    expect(() => pinnedNow({ ...production, APP_NOW_TEST: "yes" })).toThrow(/tests only/);
    expect(pinnedNow({ ...production, APP_NOW_TEST: "1" })?.toISOString()).toBe("2026-11-25T15:00:00.000Z");
  });

  it("refuses what is not an ISO 8601 instant", () => {
    for (const value of ["tomorrow", "2026-11-25", "1764082800000", "2026-13-45T00:00:00Z"]) {
      expect(() => pinnedNow({ APP_NOW: value }), value).toThrow(/ISO 8601/);
    }
  });
});
