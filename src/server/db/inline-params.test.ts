import { describe, expect, it } from "vitest";
import { inlineParams } from "./inline-params";

describe("inlineParams", () => {
  it("writes each kind of value as a literal", () => {
    const sql = "SELECT $1, $2, $3, $4, $5, $6, $7::uuid[]";
    expect(inlineParams(sql, [null, 3, true, new Date(Date.UTC(2026, 0, 2)), "a", [], ["x", "y"]])).toBe(
      "SELECT NULL, 3, true, '2026-01-02T00:00:00.000Z'::timestamptz, 'a', '{}', '{\"x\",\"y\"}'::uuid[]",
    );
  });

  it("escapes quotes and backslashes, and never replaces inside a value", () => {
    expect(inlineParams("SELECT $1, $2", ["it's $2", "C:\\dir"])).toBe(`SELECT 'it''s $2',  E'C:\\\\dir'`);
    expect(inlineParams("$1", [["o'brien", 'say "a\\b"']])).toBe(` E'{"o''brien","say \\\\"a\\\\\\\\b\\\\""}'`);
  });

  it("tells $1 from $10", () => {
    const params = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(inlineParams("$1 $10", params)).toBe("1 10");
  });

  it("refuses what it cannot write safely", () => {
    expect(() => inlineParams("$1", [Number.NaN])).toThrow(TypeError);
    expect(() => inlineParams("$1", [{}])).toThrow(TypeError);
    expect(() => inlineParams("$2", [1])).toThrow(RangeError);
  });
});
