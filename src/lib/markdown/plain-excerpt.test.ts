import { describe, expect, it } from "vitest";
import { plainExcerpt } from "./plain-excerpt";

describe("plainExcerpt", () => {
  it("keeps a fill-in blank", () => {
    expect(plainExcerpt("A queda do Muro ocorreu em ___.\n\nComplete e justifique.")).toBe(
      "A queda do Muro ocorreu em ___. Complete e justifique.",
    );
    expect(plainExcerpt("snake_case and a __ b")).toBe("snake_case and a __ b");
  });

  it("keeps maths as its source", () => {
    expect(plainExcerpt("Seja $\\frac{a}{b}$ e\n\n$$\nx^2\n$$")).toBe("Seja $\\frac{a}{b}$ e $$x^2$$");
    expect(plainExcerpt("$$y$$ e $z$, R$ 5")).toBe("$$y$$ e $z$, R$ 5");
  });

  it("drops markup, images and raw HTML but keeps link and emphasis text", () => {
    expect(
      plainExcerpt(
        "## Título\n\n**Para fixar:** veja [o mapa](https://e.com/m.pdf) ![fig](https://e.com/f.png) <b>x</b>",
      ),
    ).toBe("Título Para fixar: veja o mapa x");
    expect(plainExcerpt("- a\n- b\n\n> c\n\n| h |\n|---|\n| d |")).toBe("a b c h d");
  });

  it("cuts at max characters with an ellipsis", () => {
    expect(plainExcerpt("abcdef ghij", 8)).toBe("abcdef…");
    expect(plainExcerpt("abc", 8)).toBe("abc");
  });
  it("drops the markup of emphasis, links, headings, lists and tables", () => {
    expect(plainExcerpt("# Título\n\nUm **triângulo** e [link](https://x.y).\n\n- um\n- dois", 200)).toBe(
      "Título Um triângulo e link. um dois",
    );
    expect(plainExcerpt("| cateto | medida |\n|---|---|\n| a | 3 |", 200)).toBe("cateto medida a 3");
  });

  it("cuts at a word within max characters, with an ellipsis", () => {
    const excerpt = plainExcerpt("palavra ".repeat(40), 50);
    expect(excerpt.length).toBeLessThanOrEqual(50);
    expect(excerpt).toMatch(/palavra…$/);
    expect(plainExcerpt("curto", 50)).toBe("curto");
  });
});

describe("plainExcerpt of hostile structure (issue 29)", () => {
  it("gives the source itself, cut, instead of exhausting the stack", () => {
    expect(plainExcerpt("> ".repeat(3000) + "x", 10)).toBe("> > > >…");
    expect(plainExcerpt("- ".repeat(1000) + "x", 10)).toBe("- - - -…");
    expect(plainExcerpt("*".repeat(20000) + "x" + "*".repeat(20000), 10)).toBe("*********…");
  });
});
