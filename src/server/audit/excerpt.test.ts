import { describe, expect, it } from "vitest";
import { excerptOf } from "./excerpt";

describe("excerptOf", () => {
  it("keeps a short text whole, as one line without markdown marks or media", () => {
    expect(excerptOf("# Título\n\n**Qual** é o *valor* de ![fig](x.png) [x](http://a)?")).toBe(
      "Título Qual é o valor de x?",
    );
  });

  it("cuts a long text at a word, with an ellipsis", () => {
    const text = "palavra ".repeat(20).trim();
    const excerpt = excerptOf(text);
    expect(excerpt.endsWith("palavra…")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(81);
  });

  it("never cuts inside a formula", () => {
    const text = `${"a ".repeat(30)}$x + y + z + w + v + u + t + s + r$ e mais texto depois da fórmula`;
    expect(excerptOf(text)).toBe(`${"a ".repeat(30).trimEnd()}…`);
    expect(excerptOf(`${"b ".repeat(30)}$$\\int_0^1 x\\,dx + y$$ fim ${"c ".repeat(20)}`)).toBe(
      `${"b ".repeat(30).trimEnd()}…`,
    );
  });
});
