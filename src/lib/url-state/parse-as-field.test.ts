import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseAsDay } from "./parse-as-day";
import { parseAsField } from "./parse-as-field";
import { withoutNulls } from "./without-nulls";

const id = "6f1c2a9e-3b4d-4c5e-8f6a-7b8c9d0e1f2a";

describe("parseAsField", () => {
  it("reads what the schema takes, as the schema outputs it", () => {
    expect(parseAsField(z.uuid().optional()).parse(id)).toBe(id);
    expect(parseAsField(z.coerce.number().int().positive()).parse("12")).toBe(12);
    expect(parseAsField(z.string().trim().max(5)).parse("  ab ")).toBe("ab");
  });

  it("reads what the schema refuses as unset, without throwing", () => {
    expect(parseAsField(z.uuid()).parse("not-a-uuid")).toBeNull();
    expect(parseAsField(z.coerce.number().int().positive()).parse("-3")).toBeNull();
    expect(parseAsField(z.coerce.number().int().positive()).parse("abc")).toBeNull();
    expect(parseAsField(z.string().max(5)).parse("abcdef")).toBeNull();
  });

  it("reads an empty value, blank text and an empty list as unset", () => {
    expect(parseAsField(z.string().trim().optional()).parse("")).toBeNull();
    expect(parseAsField(z.string().trim().optional()).parse("   ")).toBeNull();
    const list = z.string().transform((s) => s.split(",").filter(Boolean));
    expect(parseAsField(list).parse("")).toBeNull();
  });

  it("writes numbers as digits and lists comma-separated, as it reads them back", () => {
    const list = parseAsField(
      z
        .string()
        .transform((s) => s.split(","))
        .pipe(z.array(z.uuid())),
    );
    expect(list.serialize([id, id])).toBe(`${id},${id}`);
    expect(list.parse(list.serialize([id, id]))).toEqual([id, id]);
    expect(list.parse(`${id},nope`)).toBeNull();
    expect(list.eq([], [])).toBe(true);
    expect(parseAsField(z.coerce.number()).serialize(7)).toBe("7");
  });
});

describe("parseAsDay", () => {
  it("reads a calendar day", () => {
    expect(parseAsDay.parse("2024-02-29")).toBe("2024-02-29");
  });

  it("reads another format or an impossible date as unset", () => {
    for (const text of ["2023-02-29", "2024-13-01", "2024-1-5", "05/01/2024", "2024-01-01T00:00", ""])
      expect(parseAsDay.parse(text), text).toBeNull();
  });
});

describe("withoutNulls", () => {
  it("leaves unset filters out of a procedure's input", () => {
    expect(withoutNulls({ a: null, b: 0, c: "x" })).toEqual({ a: undefined, b: 0, c: "x" });
  });
});
