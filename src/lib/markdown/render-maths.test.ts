import katex from "katex";
import { describe, expect, it } from "vitest";
import { expectSafeMarkup, tagsOf } from "../../../tests/support/safe-markup";
import { katexOptions } from "./katex-options";
import { renderMarkdown } from "./render-markdown";

const md = (source: string) => renderMarkdown(source);

describe("maths", () => {
  it("renders inline and display formulas with KaTeX, MathML included", () => {
    const html = md("Seja $\\frac{a}{b}$ e\n\n$$\nx^2\n$$");
    const opening =
      '<p>Seja <span class="katex"><span class="katex-mathml">' + '<math xmlns="http://www.w3.org/1998/Math/MathML">';
    expect(html.slice(0, opening.length)).toBe(opening);
    expect(html).toContain("<mfrac><mi>a</mi><mi>b</mi></mfrac>");
    expect(html).toContain('<annotation encoding="application/x-tex">\\frac{a}{b}</annotation>');
    expect(html).toContain('<span class="katex-display"><span class="katex">');
    expect(html).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML" display="block">');
    expectSafeMarkup(html, { maths: true });
  });

  it("renders chemistry (mhchem)", () => {
    expect(md("$\\ce{H2O}$")).toContain('<mi mathvariant="normal">H</mi>');
  });

  it("keeps prices as text (pandoc's rule for a single dollar)", () => {
    for (const text of ["custa R$ 5 e US$ 3", "R$5 ou R$6", "de R$ 10,00 a R$ 20,00", "só $ 5 $"])
      expect(md(text)).toBe(`<p>${text}</p>`);
    expect(md("$x$ e $y$, R$ 5")).toMatch(
      /^<p><span class="katex">.*<\/span> e <span class="katex">.*<\/span>, R\$ 5<\/p>$/,
    );
    expect(md("$$ x $$")).toContain('<span class="katex">');
  });

  it("draws $$…$$ as a display formula, on lines of its own or within a line", () => {
    for (const source of ["$$\nx^2\n$$", "$$x^2$$", "texto $$x^2$$ fim"])
      expect(md(source)).toContain('<span class="katex-display"><span class="katex">');
    expect(md("$x^2$")).not.toContain("katex-display");
  });

  // The schema must let through all of KaTeX's drawing, or formulas would render broken.
  const corpus = [
    "\\frac{a}{b}+\\sqrt{x}+\\sqrt[3]{y}+\\sum_{i=1}^n i+\\int_0^\\infty e^{-x}dx+\\lim_{x\\to 0}\\frac{\\sin x}{x}",
    "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}\\begin{cases}x&x>0\\\\-x&x\\le0\\end{cases}" +
      "\\begin{array}{c|c}a&b\\\\\\hline c&d\\end{array}",
    "\\vec{v}\\hat{x}\\overline{AB}\\overrightarrow{AB}\\xrightarrow{H_2O}\\widehat{ABC}" +
      "\\overbrace{a+b}^{n}\\underbrace{x}_{y}",
    "\\color{red}{x}\\textcolor{#00f}{y}\\colorbox{yellow}{z}\\fcolorbox{red}{blue}{w}" +
      "\\cancel{x}\\bcancel{y}\\boxed{E=mc^2}",
    "\\text{velocidade } v=\\frac{\\Delta s}{\\Delta t}\\mathrm{H_2O}\\mathbf{F}\\mathbb{R}" +
      "\\mathcal{L}\\left(\\frac{a}{b}\\right)\\Bigg[x\\Bigg]",
    "\\ce{2H2 + O2 -> 2H2O}\\ce{A <=> B}\\ce{SO4^2-}\\rule{2em}{1em}\\hspace{1em}\\binom{n}{k}\\tag{1}",
  ];
  it.each(corpus)("keeps all of KaTeX's output for %s", (tex) => {
    const html = md(`$$\n${tex}\n$$`);
    const direct = katex.renderToString(tex, { ...katexOptions, displayMode: true, throwOnError: false });
    expect(tagsOf(html)).toEqual(tagsOf(direct));
    expectSafeMarkup(html, { maths: true });
  });

  it("shows a formula that does not parse as red source, not an error", () => {
    expect(md("$\\frac{a$")).toMatch(
      /^<p><span class="katex-error" title="ParseError: [^"]*" style="color:#cc0000">\\frac\{a<\/span><\/p>$/,
    );
  });

  // Source text (the annotation, an error's title) may repeat a payload; what matters is
  // that no element or attribute carries it.
  const hostile = [
    "$\\href{javascript:alert(1)}{x}$",
    "$\\href{https://e.com}{x}$",
    "$\\url{javascript:alert(1)}$",
    "$\\htmlClass{fixed inset-0 z-50}{x}$",
    "$\\htmlId{user-content-fn-1}{x}$",
    "$\\htmlStyle{background:url(javascript:alert(1))}{x}$",
    "$\\htmlData{onclick=alert(1)}{x}$",
    "$\\includegraphics{https://e.com/x.png}$",
    "$\\color{red;background:url(javascript:alert(1))}{x}$",
    "$\\textcolor{expression(alert(1))}{x}$",
    "$</script><script>alert(1)</script>$",
    "$\\text{<img src=x onerror=alert(1)>}$",
    "$$\n\\begin{array}{c}\\href{javascript:x}{y}\\end{array}\n$$",
    "```math\n\\href{javascript:alert(1)}{x}\n```",
    "$\\def\\x{\\htmlClass{a}{b}}\\x$",
    "$\\mathrm{\\unicode{x3C}script\\unicode{x3E}}$",
  ];
  it.each(hostile)("keeps %s inert", (payload) => {
    const html = md(payload);
    expectSafeMarkup(html, { maths: true });
    const tags = tagsOf(html);
    expect(tags.map((t) => t.name)).not.toEqual(expect.arrayContaining(["a", "img", "script", "input"]));
    for (const tag of tags) {
      expect([...tag.attributes.keys()]).not.toEqual(expect.arrayContaining(["href", "src", "id"]));
      for (const value of tag.attributes.get("class")?.split(" ") ?? [])
        expect(value).not.toMatch(/^(?:fixed|inset-0|z-50|a)$/);
    }
  });

  it("caps sizes so a formula cannot cover the page", () => {
    const html = md("$\\rule{10em}{10em}$ $\\kern{9em}$ $\\hspace{-9em}$ $a\\\\[-5em]b$ $\\raisebox{-3em}{x}$");
    expect(html.match(/<span class="katex">/g)).toHaveLength(5);
    const lengths = [...html.matchAll(/style="([^"]*)"/g)].flatMap((m) => [...m[1]!.matchAll(/(-?[\d.]+)em/g)]);
    expect(lengths.length).toBeGreaterThan(0);
    for (const [, em] of lengths) expect(Math.abs(Number(em))).toBeLessThanOrEqual(katexOptions.maxSize + 2);
  });

  // Issue 29, finding 4: maxSize caps positive lengths only, and maxExpand counts expansions, not their size.
  const frac = "\\frac{a}{b}".repeat(272);
  const pastTheBudget = [
    ["a huge rule", "\\rule{100000em}{100000em}"],
    ["a huge kern", "\\kern{9999em}"],
    ["a negative raise", "\\raisebox{-10000em}{x}"],
    ["a negative space", "\\hspace{-10000em}"],
    ["a rule shifted down", "\\rule[-10000em]{1em}{1em}"],
    ["a negative row gap", "\\begin{matrix}a\\\\[-10000em]b\\end{matrix}"],
    ["a negative space in mu", "\\mkern-200000mu"],
    ["a negative fraction bar", "\\genfrac{(}{)}{-1000em}{0}{a}{b}"],
    ["ten raises of 10em nested", "\\raisebox{10em}{".repeat(11) + "x" + "}".repeat(11)],
    ["a huge \\arraystretch", "\\def\\arraystretch{3000}\\begin{matrix}a\\\\b\\end{matrix}"],
    ["a \\def of 272 fractions used 40 times", `\\def\\a{${frac}}` + "\\a".repeat(40)],
    ["the same with \\newcommand, 100 times", `\\newcommand{\\a}{${frac}}` + "\\a".repeat(100)],
    [
      "macros multiplied eight times over",
      "\\def\\a{\\frac{a}{b}}\\def\\b{" + "\\a".repeat(8) + "}\\def\\c{" + "\\b".repeat(8) + "}" + "\\c".repeat(8),
    ],
    ["over 5,000 parse nodes", "a".repeat(3200) + "\\def\\b{" + "a".repeat(20) + "}" + "\\b".repeat(95)],
  ] as const;
  it.each(pastTheBudget)("shows %s as its source, not drawn", (_what, tex) => {
    for (const source of [`$${tex}$`, `$$\n${tex}\n$$`]) {
      const html = md(source);
      expect(html).not.toContain("katex");
      expect(html).toContain("<code>");
      expectSafeMarkup(html, { maths: true });
    }
  });

  it("draws a text's formulas until they reach 20,000 parse nodes in all; the rest stay source", () => {
    // Each formula: 3,000 parse nodes, within the per-formula budget.
    const html = md(Array.from({ length: 8 }, () => `$${"a".repeat(3000)}$`).join("\n\n"));
    expect(html.match(/<span class="katex">/g)).toHaveLength(6);
    expect(html.match(/<code>/g)).toHaveLength(2);
  });

  it("still draws small macros, a modest \\arraystretch, negative spacing and chemistry", () => {
    for (const tex of [
      "\\def\\R{\\mathbb{R}}\\R^n\\times\\R",
      "\\newcommand{\\vetor}[1]{\\vec{#1}}\\vetor{u}+\\vetor{v}",
      "\\def\\arraystretch{1.5}\\begin{pmatrix}a\\\\b\\end{pmatrix}",
      "a\\!b\\kern-1em c\\quad\\raisebox{-2em}{x}\\mkern-18mu y",
      "\\ce{2H2 + O2 -> 2H2O}",
    ])
      expect(md(`$${tex}$`)).toContain('<span class="katex">');
  });

  const deep = [
    ["braces", "$" + "{".repeat(3000) + "x" + "}".repeat(3000) + "$"],
    ["fractions", "$" + "\\frac{".repeat(500) + "1" + "}{2}".repeat(500) + "$"],
    ["delimiters", "$" + "\\left(".repeat(500) + "x" + "\\right)".repeat(500) + "$"],
    ["environments", "```math\n" + "\\begin{matrix}".repeat(100) + "x" + "\\end{matrix}".repeat(100) + "\n```"],
    ["a long formula", `$${"x+".repeat(3000)}x$`],
    [
      "macro expansion",
      "$\\def\\a{\\b\\b}\\def\\b{\\c\\c}\\def\\c{\\d\\d}\\def\\d{\\e\\e}\\def\\e{xxxxxxxxxx}" + "\\a".repeat(50) + "$",
    ],
  ] as const;
  // Their cost is the budget's to bound (maths-budget tests); a timed assertion would fail on a busy machine.
  it.each(deep)("renders hostile %s as source", (_what, source) => {
    const html = md(source);
    expect(html).not.toContain('<span class="katex">');
    expectSafeMarkup(html, { maths: true });
  });

  it("still renders a formula nested to a reasonable depth", () => {
    expect(md("$" + "\\frac{".repeat(20) + "1" + "}{2}".repeat(20) + "$")).toContain('<span class="katex">');
  });
});
