import { describe, expect, it } from "vitest";
import { nameKey, repeatedNames } from "./name-key";

describe("nameKey", () => {
  it("ignores accents, case and surrounding spaces", () => {
    expect(nameKey(" Álgebra ")).toBe(nameKey("algebra"));
    expect(nameKey("FUNÇÕES")).toBe(nameKey("funcoes"));
  });

  it("keeps other differences", () => {
    expect(nameKey("Álgebra linear")).not.toBe(nameKey("Álgebra"));
    expect(nameKey("a b")).not.toBe(nameKey("ab"));
  });
});

describe("repeatedNames", () => {
  it("points at each repetition after the first", () => {
    expect(repeatedNames(["Álgebra", "Geometria", "algebra", "ALGEBRA "])).toEqual([2, 3]);
    expect(repeatedNames(["Álgebra", "Geometria"])).toEqual([]);
  });
});
