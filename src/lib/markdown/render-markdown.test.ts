import katex from "katex";
import { describe, expect, it } from "vitest";
import { katexStyle } from "./maths-schema";
import { audioExtensions, documentExtensions, imageExtensions, mediaKindOf, videoExtensions } from "./media";
import { katexOptions, renderMarkdown } from "./render-markdown";

type Tag = { name: string; attributes: Map<string, string> };
// rehype-stringify always double-quotes attribute values and escapes `<` in
// text, so this tokenizer sees every start tag exactly as a browser would.
const startTag = /<([a-z][a-z0-9-]*)((?:\s+[^\s"'=<>/]+(?:="[^"]*")?)*)\s*\/?>/gi;

function decode(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function tagsOf(html: string): Tag[] {
  return [...html.matchAll(startTag)].map((match) => ({
    name: match[1]!.toLowerCase(),
    attributes: new Map(
      [...(match[2] ?? "").matchAll(/([^\s"'=<>/]+)(?:="([^"]*)")?/g)].map((a) => [
        a[1]!.toLowerCase(),
        decode(a[2] ?? ""),
      ]),
    ),
  }));
}

const forbidden = [
  "<script",
  "onerror",
  "onload",
  "onclick",
  "javascript:",
  "vbscript:",
  "srcdoc",
  "<style",
  "<svg",
  "<form",
  "<iframe",
];

/**
 * Structural check: what the browser would see as tags and attributes, text and URL values aside.
 * `maths` admits KaTeX's drawing: its inline SVG and its pinned style declarations.
 */
function expectSafeMarkup(html: string, { allowIframe = false, maths = false } = {}) {
  // Every `<` left must belong to a real tag: nothing can hide in text.
  expect(html.replace(startTag, "").replace(/<\/[a-z][a-z0-9-]*>/gi, "")).not.toContain("<");
  const tags = tagsOf(html);
  const skeleton = tags.map((t) => `<${t.name} ${[...t.attributes.keys()].join(" ")}>`).join("");
  for (const needle of forbidden) {
    if (!(allowIframe && needle === "<iframe") && !(maths && needle === "<svg")) expect(skeleton).not.toContain(needle);
  }
  for (const tag of tags) {
    for (const [name, value] of tag.attributes) {
      if (maths && name === "style") expect(value).toMatch(katexStyle);
      else expect(name).not.toMatch(/^on|^style$|^srcdoc$|:/);
      expect(name).not.toMatch(/^(?:id|data-.*|xlink.*|formaction|action)$/);
      // A URL is http(s), mailto or relative (no colon before the first / ? #).
      if (["href", "src", "action", "formaction", "data", "poster", "cite"].includes(name)) {
        expect(value).toMatch(/^(?:https?:\/\/|mailto:|[^:]*$|[^:]*[/?#])/);
      }
    }
  }
}

const md = (source: string) => renderMarkdown(source);
describe("GitHub-flavoured markdown", () => {
  it("renders tables, strikethrough, task lists and autolinks", () => {
    const html = md("| a | b |\n|---|---|\n| 1 | ~~2~~ |\n\n- [x] done\n- [ ] todo\n\nsee https://e.com/page");
    expect(html).toContain("<table>");
    expect(html).toContain("<th>a</th>");
    expect(html).toContain("<td><del>2</del></td>");
    expect(html).toContain('<input type="checkbox" checked disabled> done');
    expect(html).toContain(
      '<a href="https://e.com/page" target="_blank" rel="noopener noreferrer">https://e.com/page</a>',
    );
  });

  it("escapes < and & in normal text", () => {
    expect(md("a < b && c")).toBe("<p>a &#x3C; b &#x26;&#x26; c</p>");
  });

  it("keeps footnote anchors and ids in step", () => {
    const html = md("x[^1]\n\n[^1]: note");
    expect(html).toContain('href="#user-content-fn-1"');
    expect(html).toContain('id="user-content-fn-1"');
    expect(html).not.toMatch(/href="#[^"]*"[^>]*target=/);
  });
});

describe("media embedding", () => {
  const cases = [
    ["image", "https://e.com/a.png", /<img src="https:\/\/e\.com\/a\.png" alt="[^"]*" loading="lazy">/],
    ["video", "https://e.com/a.mp4", /<video src="https:\/\/e\.com\/a\.mp4" controls preload="metadata">/],
    ["audio", "https://e.com/a.mp3", /<audio src="https:\/\/e\.com\/a\.mp3" controls preload="metadata">/],
    [
      "pdf",
      "https://e.com/a.pdf",
      /<iframe src="https:\/\/e\.com\/a\.pdf" title="[^"]*" loading="lazy" class="markdown-pdf"><\/iframe><a href="https:\/\/e\.com\/a\.pdf"[^>]*>PDF: /,
    ],
  ] as const;
  it.each(cases)("%s from image syntax, link syntax and a bare URL", (_kind, url, expected) => {
    for (const source of [`![label](${url})`, `[label](${url})`, `see ${url} here`])
      expect(md(source)).toMatch(expected);
  });

  it("matches extensions case-insensitively and ignores query strings and fragments", () => {
    expect(md("![x](https://e.com/a.PNG?w=2#top)")).toContain(
      '<img src="https://e.com/a.PNG?w=2#top" alt="x" loading="lazy">',
    );
    expect(md("[x](https://e.com/v.WebM?t=3)")).toContain('<video src="https://e.com/v.WebM?t=3"');
    expect(md("https://e.com/s.M4A#x")).toContain('<audio src="https://e.com/s.M4A#x"');
    expect(md("[doc](https://e.com/a.Pdf?dl=1)")).toContain('<iframe src="https://e.com/a.Pdf?dl=1"');
  });

  it("embeds relative media but keeps relative PDFs as links", () => {
    expect(md("![x](/files/a.jpg)")).toContain('<img src="/files/a.jpg"');
    expect(md("[x](/files/a.pdf)")).toBe(
      '<p><a href="/files/a.pdf" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
  });

  it("leaves unknown extensions as hardened links", () => {
    expect(md("[x](https://e.com/a.zip)")).toBe(
      '<p><a href="https://e.com/a.zip" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
    expect(md("https://e.com/a.png.html")).not.toContain("<img");
  });

  it("exposes the extension lists through mediaKindOf", () => {
    for (const ext of imageExtensions) expect(mediaKindOf(`https://e.com/f.${ext}`)).toBe("image");
    for (const ext of videoExtensions) expect(mediaKindOf(`/f.${ext}`)).toBe("video");
    for (const ext of audioExtensions) expect(mediaKindOf(`f.${ext.toUpperCase()}`)).toBe("audio");
    for (const ext of documentExtensions) expect(mediaKindOf(`https://e.com/f.${ext}?a=b#c`)).toBe("pdf");
    for (const url of [
      "javascript:alert(1)//.mp4",
      "data:image/png;base64,AAAA.png",
      "https://e.com/pdf",
      "https://e.com/a.pdf.exe",
    ]) {
      expect(mediaKindOf(url)).toBeUndefined();
    }
  });
});

describe("sanitisation", () => {
  // Payloads whose output must not contain the forbidden strings anywhere, text included.
  const removed = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "[x](javascript:alert(1))",
    "![x](javascript:alert(1))",
    "[x](JaVaScRiPt:alert(1))",
    "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    '<a href="javascript:alert(1)">x</a>',
    '<iframe src="javascript:alert(1)"></iframe>',
    "<svg onload=alert(1)>",
    "<details open ontoggle=alert(1)>",
    "[x](javascript:alert(1)//.pdf)",
    "[x](javascript:alert(1)//.mp4)",
    "![x](vbscript:msgbox(1))",
    "<style>p{}</style>",
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    "<form><input name=a></form>",
    '<p style="color:red" onclick="x()">p</p>',
  ];
  it.each(removed)("neutralises %s", (payload) => {
    const html = md(payload);
    for (const needle of [...forbidden, "<video", "<audio", "<math", "<details", "<input", "style="])
      expect(html.toLowerCase()).not.toContain(needle);
    expect(html).not.toMatch(/href=/);
    expectSafeMarkup(html);
  });

  it("keeps quote-breaking PDF links to exactly one https iframe; the rest is inert text", () => {
    const html = md('[x](https://e.com/a.pdf" onload="alert(1))');
    expectSafeMarkup(html, { allowIframe: true });
    const iframes = tagsOf(html).filter((t) => t.name === "iframe");
    expect(iframes).toHaveLength(1);
    expect(iframes[0]!.attributes.get("src")).toBe("https://e.com/a.pdf");
    expect([...iframes[0]!.attributes.keys()].sort()).toEqual(["class", "loading", "src", "title"]);
  });

  it("keeps quote-breaking image URLs inside the (percent-encoded) src", () => {
    const html = md('![a](https://e.com/a.png"onerror="alert(1))');
    expectSafeMarkup(html);
    expect(html).toBe('<p><img src="https://e.com/a.png%22onerror=%22alert(1)" alt="a" loading="lazy"></p>');
  });

  it("does not turn bare javascript: text into a link or medium", () => {
    const html = md("javascript:alert(1)//.pdf javascript:alert(1)//.mp4");
    expectSafeMarkup(html);
    expect(html).toBe("<p>javascript:alert(1)//.pdf javascript:alert(1)//.mp4</p>");
  });

  it("embeds a legitimate https PDF as exactly one iframe", () => {
    const html = md("[Syllabus](https://e.com/docs/syllabus.pdf)");
    expectSafeMarkup(html, { allowIframe: true });
    const iframes = tagsOf(html).filter((t) => t.name === "iframe");
    expect(iframes.map((t) => t.attributes.get("src"))).toEqual(["https://e.com/docs/syllabus.pdf"]);
  });
});

describe("maths", () => {
  it("renders inline and display formulas with KaTeX, MathML included", () => {
    const html = md("Seja $\\frac{a}{b}$ e\n\n$$\nx^2\n$$");
    expect(html).toMatch(
      /^<p>Seja <span class="katex"><span class="katex-mathml"><math xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML">/,
    );
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
    "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}\\begin{cases}x&x>0\\\\-x&x\\le0\\end{cases}\\begin{array}{c|c}a&b\\\\\\hline c&d\\end{array}",
    "\\vec{v}\\hat{x}\\overline{AB}\\overrightarrow{AB}\\xrightarrow{H_2O}\\widehat{ABC}\\overbrace{a+b}^{n}\\underbrace{x}_{y}",
    "\\color{red}{x}\\textcolor{#00f}{y}\\colorbox{yellow}{z}\\fcolorbox{red}{blue}{w}\\cancel{x}\\bcancel{y}\\boxed{E=mc^2}",
    "\\text{velocidade } v=\\frac{\\Delta s}{\\Delta t}\\mathrm{H_2O}\\mathbf{F}\\mathbb{R}\\mathcal{L}\\left(\\frac{a}{b}\\right)\\Bigg[x\\Bigg]",
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
    const html = md("$\\rule{100000em}{100000em}$ $\\kern{9999em}$ $\\hspace{9999em}$");
    const lengths = [...html.matchAll(/style="([^"]*)"/g)].flatMap((m) => [...m[1]!.matchAll(/(-?[\d.]+)em/g)]);
    expect(lengths.length).toBeGreaterThan(0);
    for (const [, em] of lengths) expect(Math.abs(Number(em))).toBeLessThanOrEqual(katexOptions.maxSize);
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
  it.each(deep)("renders hostile %s as source, quickly", (_what, source) => {
    const started = performance.now();
    const html = md(source);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(html).not.toContain('<span class="katex">');
    expectSafeMarkup(html, { maths: true });
  });

  it("still renders a formula nested to a reasonable depth", () => {
    expect(md("$" + "\\frac{".repeat(20) + "1" + "}{2}".repeat(20) + "$")).toContain('<span class="katex">');
  });
});
