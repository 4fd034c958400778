import type { Nodes } from "mdast";
import { describe, expect, it } from "vitest";
import { excerptTree, renderExcerpt } from "./markdown-excerpt";

/** The excerpt's text, formulas written back as `$…$`, so what was cut shows. */
function written(markdown: string, max: number): string {
  const show = (node: Nodes): string =>
    node.type === "inlineMath"
      ? `$${node.value}$`
      : "children" in node
        ? node.children.map((child) => show(child as Nodes)).join("")
        : "value" in node
          ? node.value
          : "";
  // Spaces around dropped pieces collapse as HTML collapses them.
  return show(excerptTree(markdown, max)).replace(/\s+/g, " ");
}

const katexCount = (html: string) => html.match(/class="katex"/g)?.length ?? 0;

describe("excerptTree: where the excerpt is cut", () => {
  it("keeps short text whole and cuts long text at a word with an ellipsis", () => {
    expect(written("Quanto é dois mais dois?", 100)).toBe("Quanto é dois mais dois?");
    expect(written("palavra ".repeat(40), 50)).toBe(`${"palavra ".repeat(6).trim()}…`);
  });

  it("never cuts inside a formula: one that does not fit ends the excerpt before it", () => {
    const source = "Calcule $\\frac{a}{b} + \\sqrt{c}$ e depois $$\\int_0^1 x\\,dx$$ com cuidado";
    expect(written(source, 12)).toBe("Calcule…");
    expect(written(source, 40)).toBe("Calcule $\\frac{a}{b} + \\sqrt{c}$ e depois…");
    expect(written(source, 200)).toBe("Calcule $\\frac{a}{b} + \\sqrt{c}$ e depois $\\int_0^1 x\\,dx$ com cuidado");
  });

  it("keeps a formula that opens the text even past the limit, so the excerpt says something", () => {
    expect(written("$\\sum_{i=1}^{n} i^2 = \\frac{n(n+1)(2n+1)}{6}$ prove", 10)).toBe(
      "$\\sum_{i=1}^{n} i^2 = \\frac{n(n+1)(2n+1)}{6}$…",
    );
  });

  it("turns a display block into inline maths, joined to the text around it", () => {
    expect(written("Seja\n\n$$\nx^2\n$$\n\nentão", 100)).toBe("Seja $x^2$ então");
  });

  it("keeps a link as its text only, cut like any text, and drops images, raw HTML and footnotes", () => {
    const source =
      "Veja [o mapa do Brasil](https://e.com/m) ![fig](https://e.com/f.png) <b>x</b> agora[^1]\n\n[^1]: nota";
    expect(written(source, 100)).toBe("Veja o mapa do Brasil x agora");
    expect(written(source, 12)).toBe("Veja o mapa…");
    expect(excerptTree(source, 100).children[0]).not.toHaveProperty("children.1.type", "link");
  });

  it("keeps prices as text, as the full view does", () => {
    expect(written("Custa R$ 5 e US$ 3", 100)).toBe("Custa R$ 5 e US$ 3");
    expect(renderExcerpt("Custa R$ 5 e US$ 3")).not.toContain("katex");
  });

  it("shows no broken formula, link or image where a list's source was cut short", () => {
    expect(written("Seja $x$ e depois $\\frac{a}{", 100)).toBe("Seja $x$ e depois…");
    expect(written("Seja $$\\int_0^", 100)).toBe("Seja…");
    expect(written("Veja ![a figura](https://e.com/fig", 100)).toBe("Veja…");
    expect(written("Veja [o mapa](https://e.com/m", 100)).toBe("Veja…");
    expect(written("Veja ![a fig", 100)).toBe("Veja…");
    // Text that only looks like it stays.
    expect(written("Custa R$ 5", 100)).toBe("Custa R$ 5");
    expect(written("Veja [1] e [2]", 100)).toBe("Veja [1] e [2]");
  });

  it("gives the source itself past the structure limits, as the full view shows it", () => {
    expect(written("> ".repeat(3000) + "x", 10)).toBe("> > > >…");
  });

  it("is empty for text with nothing to show", () => {
    expect(renderExcerpt("![só a figura](https://e.com/f.png)")).toBe("");
    expect(renderExcerpt("")).toBe("");
  });
});

describe("renderExcerpt: what is drawn", () => {
  it("draws inline and display formulas with KaTeX, inline, with MathML for screen readers", () => {
    const html = renderExcerpt("Seja $\\frac{a}{b}$ … $$\\int_0^1 x\\,dx$$");
    expect(katexCount(html)).toBe(2);
    expect(html).not.toContain("katex-display");
    expect(html).toContain("<math");
    expect(html).not.toMatch(/^<p>|\$/);
  });

  it("keeps emphasis and code, and never a link", () => {
    const html = renderExcerpt("**Atenção**: use `f(x)` e [a tabela](https://e.com/t)");
    expect(html).toContain("<strong>Atenção</strong>");
    expect(html).toContain("<code>f(x)</code>");
    expect(html).not.toContain("<a");
    expect(html).toContain("a tabela");
  });

  it("applies the full view's maths limits and sanitising", () => {
    const bomb = `$${"{".repeat(30)}x${"}".repeat(30)}$`;
    expect(katexCount(renderExcerpt(bomb, 500))).toBe(0);
    expect(renderExcerpt("$\\href{javascript:alert(1)}{x}$ <script>alert(1)</script>")).not.toMatch(/href=|<script/);
  });
});
