import { describe, expect, it } from "vitest";
import { plainExcerpt } from "./plain-excerpt";

describe("plainExcerpt", () => {
  it("drops the markup of emphasis, links, headings, lists and tables", () => {
    expect(plainExcerpt("# Título\n\nUm **triângulo** e [link](https://x.y).\n\n- um\n- dois", 200)).toBe(
      "Título Um triângulo e link. um dois",
    );
    expect(plainExcerpt("| cateto | medida |\n|---|---|\n| a | 3 |", 200)).toBe("cateto medida a 3");
  });

  it("keeps image alt texts and the TeX source of maths, underscores and stars included", () => {
    expect(plainExcerpt("Veja ![um gráfico](/a.png) e $a_1 * b_1 = c_1$.", 200)).toBe(
      "Veja um gráfico e $a_1 * b_1 = c_1$.",
    );
    expect(plainExcerpt("Calcule\n\n$$\n\\frac{1}{2}\n$$", 200)).toBe("Calcule $$ \\frac{1}{2} $$");
  });

  it("cuts at a word within max characters, with an ellipsis", () => {
    const excerpt = plainExcerpt("palavra ".repeat(40), 50);
    expect(excerpt.length).toBeLessThanOrEqual(50);
    expect(excerpt).toMatch(/palavra…$/);
    expect(plainExcerpt("curto", 50)).toBe("curto");
  });
});
