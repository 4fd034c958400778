import { describe, expect, it } from "vitest";
import { expectSafeMarkup, forbidden, tagsOf } from "../../../tests/support/safe-markup";
import { audioExtensions, documentExtensions, imageExtensions, mediaKindOf, videoExtensions } from "./media";
import { renderMarkdown } from "./render-markdown";

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
      "https://e.com/api/uploads/a.pdf",
      new RegExp(
        '<iframe src="/api/uploads/a\\.pdf" title="[^"]*" loading="lazy" class="markdown-pdf"></iframe>' +
          '<a href="https://e\\.com/api/uploads/a\\.pdf"[^>]*>PDF: ',
      ),
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
    expect(md("[doc](https://e.com/api/uploads/a.Pdf?dl=1)")).toContain('<iframe src="/api/uploads/a.Pdf?dl=1"');
  });

  it("embeds relative media but keeps PDFs outside our uploads as links", () => {
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

  it("keeps quote-breaking PDF links to exactly one iframe of our uploads; the rest is inert text", () => {
    const html = md('[x](https://e.com/api/uploads/a.pdf" onload="alert(1))');
    expectSafeMarkup(html, { allowIframe: true });
    const iframes = tagsOf(html).filter((t) => t.name === "iframe");
    expect(iframes).toHaveLength(1);
    expect(iframes[0]!.attributes.get("src")).toBe("/api/uploads/a.pdf");
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

  it("embeds an uploaded PDF as exactly one iframe", () => {
    const html = md("[Syllabus](https://e.com/api/uploads/questions/syllabus.pdf)");
    expectSafeMarkup(html, { allowIframe: true });
    const iframes = tagsOf(html).filter((t) => t.name === "iframe");
    expect(iframes.map((t) => t.attributes.get("src"))).toEqual(["/api/uploads/questions/syllabus.pdf"]);
  });
});

describe("hostile structure (issue 29, finding 4)", () => {
  const notice = "<p><em>Texto mostrado como foi escrito";
  const hostile = [
    ["block quotes 3,000 deep", "> ".repeat(3000) + "x"],
    ["a list 1,000 deep", "- ".repeat(1000) + "x"],
    ["lists nested by indentation", Array.from({ length: 40 }, (_, i) => " ".repeat(2 * i) + "- a").join("\n")],
    ["a 40 KB emphasis run", "*".repeat(20000) + "x" + "*".repeat(20000)],
    ["20,000 brackets", "[".repeat(10000) + "x" + "]".repeat(10000)],
    ["10,000 closers without openers", "a* ".repeat(10000)],
    ["emphasis nested 200 deep", "*_".repeat(100) + "x" + "_*".repeat(100)],
  ] as const;
  it.each(hostile)("shows %s as escaped text under a notice, without throwing", (_what, source) => {
    const html = md(source);
    expect(html.startsWith(notice)).toBe(true);
    expect(html).toContain(source.slice(0, 20).replace(/>/g, "&gt;"));
    expectSafeMarkup(html);
  });

  it("still renders ordinary nesting and emphasis", () => {
    const html = md("> > citação\n\n- a\n  - b\n    - c\n\n**negrito** e _itálico_ e ___ lacuna ___");
    expect(html).not.toContain(notice);
    expect(html).toContain("<blockquote>");
    expect(html).toContain("<strong>negrito</strong>");
  });
});

describe("PDF frames (issue 29, finding 5)", () => {
  it("keeps a PDF on any other site a plain hardened link, with no frame", () => {
    for (const url of ["https://host.example/x.pdf", "https://evil.example/api/uploads/../x.pdf"])
      expect(md(`[Apostila](${url})`)).toBe(
        `<p><a href="${url}" target="_blank" rel="noopener noreferrer">Apostila</a></p>`,
      );
  });

  it("frames our own uploads by their path, whatever host the link names", () => {
    for (const url of [
      "http://127.0.0.1:3000/api/uploads/questions/s/u-aula.pdf",
      "https://other.example/api/uploads/questions/s/u-aula.pdf",
      "/api/uploads/questions/s/u-aula.pdf",
    ]) {
      const html = md(`[Aula](${url})`);
      expectSafeMarkup(html, { allowIframe: true });
      const [iframe, ...more] = tagsOf(html).filter((t) => t.name === "iframe");
      expect(more).toEqual([]);
      expect(iframe!.attributes.get("src")).toBe("/api/uploads/questions/s/u-aula.pdf");
      expect([...iframe!.attributes.keys()].sort()).toEqual(["class", "loading", "src", "title"]);
      expect(html).toContain(`<a href="${url}" target="_blank" rel="noopener noreferrer">PDF: Aula</a>`);
    }
  });
});
