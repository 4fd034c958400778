import { describe, expect, it } from "vitest";
import { excerptText } from "./excerpt-text";

// The audit's record names (src/server/audit) are these excerpts at 80 characters.
describe("excerptText", () => {
  it("keeps a short text whole, as one line without markdown marks or media", () => {
    expect(excerptText("# Título\n\n**Qual** é o *valor* de ![fig](x.png) [x](http://a)?", 80)).toBe(
      "Título Qual é o valor de x?",
    );
  });

  it("cuts a long text at a word, with an ellipsis", () => {
    const excerpt = excerptText("palavra ".repeat(20).trim(), 80);
    expect(excerpt.endsWith("palavra…")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(81);
  });

  it("never cuts inside a formula: one that does not fit is left out whole", () => {
    const text = `${"a ".repeat(30)}$x + y + z + w + v + u + t + s + r$ e mais texto depois da fórmula`;
    expect(excerptText(text, 80)).toBe(`${"a ".repeat(30).trimEnd()}…`);
    expect(excerptText(`${"b ".repeat(35)}$$\\int_0^1 x\\,dx + y$$ fim ${"c ".repeat(20)}`, 80)).toBe(
      `${"b ".repeat(35).trimEnd()}…`,
    );
  });

  it("writes a formula that fits as its source between dollars, and money as text", () => {
    expect(excerptText("Calcule $\\frac{a}{b}$ com R$ 5 e US$ 3", 80)).toBe("Calcule $\\frac{a}{b}$ com R$ 5 e US$ 3");
    expect(excerptText("Veja $$x^2$$ agora", 80)).toBe("Veja $x^2$ agora");
  });

  it("is empty for a text of media alone", () => {
    expect(excerptText("![fig](x.png)", 80)).toBe("");
  });
});
