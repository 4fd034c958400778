import { describe, expect, it } from "vitest";
import { SharedStrings } from "./shared-strings";

describe("a workbook's shared strings", () => {
  it("gives a repeated text the index it was first given, and leaves texts over 64 characters inline", () => {
    const strings = new SharedStrings();
    const [a, b, c] = [strings.column(), strings.column(), strings.column()];
    expect([strings.index("Escola A", a), strings.index("Grupo 1", b), strings.index("Escola A", a)]).toEqual([
      0, 1, 0,
    ]);
    expect(strings.index("x".repeat(64), c)).toBe(2);
    expect(strings.index("x".repeat(65), c)).toBeUndefined();
  });

  it("stops using the table for a column whose first 1,000 values all but never repeat; others go on", () => {
    const strings = new SharedStrings();
    const [ids, schools] = [strings.column(), strings.column()];
    for (let i = 0; i < 1_000; i++) strings.index(`id-${i}`, ids);
    expect(strings.index("id-new", ids)).toBeUndefined();
    // Not even the values the table holds: the column is no longer looked up.
    expect(strings.index("id-7", ids)).toBeUndefined();
    expect(strings.index("Escola A", schools)).toBe(1_000);
    // Each column has its own texts: the same text in another column is another entry.
    expect(strings.index("id-7", schools)).toBe(1_001);
  });

  it("holds at most 100,000 texts however many rows come", () => {
    const strings = new SharedStrings();
    // Every other cell repeats the column's first text, so each column stays worth sharing.
    const repeating = (prefix: string, i: number) => `${prefix}-${i % 2 ? 0 : i / 2}`;
    for (let column = 0; column < 11; column++) {
      const other = strings.column();
      for (let i = 0; i < 18_000; i++) strings.index(repeating(String(column), i), other);
    }
    expect(strings.size).toBe(99_000);
    const more = strings.column();
    for (let i = 0; i < 4_000; i++) strings.index(repeating("more", i), more);
    expect(strings.size).toBe(100_000);
    expect(strings.index("more-1999", more)).toBeUndefined();
    expect(strings.index("more-999", more)).toBe(99_999);
  });
});
