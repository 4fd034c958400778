import { describe, expect, it } from "vitest";
import { SharedStrings } from "./shared-strings";

describe("a workbook's shared strings", () => {
  it("gives a repeated text the index it was first given, and leaves texts over 64 characters inline", () => {
    const strings = new SharedStrings();
    expect([strings.index("Escola A", "A"), strings.index("Grupo 1", "B"), strings.index("Escola A", "A")]).toEqual([
      0, 1, 0,
    ]);
    expect(strings.index("x".repeat(64), "C")).toBe(2);
    expect(strings.index("x".repeat(65), "C")).toBeUndefined();
  });

  it("stops adding a column's values once its first 10,000 all but never repeat, and keeps sharing the others", () => {
    const strings = new SharedStrings();
    for (let i = 0; i < 10_000; i++) strings.index(`id-${i}`, "id");
    expect(strings.index("id-new", "id")).toBeUndefined();
    // Values the table already holds are still shared, and another column still adds.
    expect(strings.index("id-7", "id")).toBe(7);
    expect(strings.index("Escola A", "school")).toBe(10_000);
  });

  it("holds at most 100,000 texts however many rows come", () => {
    const strings = new SharedStrings();
    // Columns whose values repeat often enough to stay in the table.
    for (let column = 0; column < 11; column++) {
      for (let i = 0; i < 10_000; i++) strings.index(`${column}-${i % 9_000}`, String(column));
    }
    expect(strings.size).toBe(99_000);
    for (let i = 0; i < 2_000; i++) strings.index(`more-${i}`, "more");
    expect(strings.size).toBe(100_000);
    expect(strings.index("more-1999", "more")).toBeUndefined();
    expect(strings.index("more-999", "more")).toBe(99_999);
  });
});
