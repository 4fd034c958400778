import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "./html-to-markdown";

describe("htmlToMarkdown", () => {
  it("keeps paragraphs, line breaks, emphasis and strikethrough", () => {
    expect(htmlToMarkdown("<p>Um <b>forte</b> e <em>leve</em>.</p><p>Outro<br>linha <s>riscado</s></p>")).toBe(
      "Um **forte** e *leve*.\n\nOutro\\\nlinha ~~riscado~~",
    );
  });

  it("keeps the emphasis Moodle's editors write as styles", () => {
    expect(
      htmlToMarkdown(
        '<span style="font-style: italic;">itálico</span> e <span style="font-weight:bold">negrito</span>',
      ),
    ).toBe("*itálico* e **negrito**");
    expect(htmlToMarkdown('<span style="font-weight: 700; font-style: italic">ambos</span>')).toBe("***ambos***");
  });

  it("keeps headings, lists and tables", () => {
    expect(htmlToMarkdown("<h2>Leia</h2><ul><li>um</li><li>dois</li></ul><ol><li>a</li><li>b</li></ol>")).toBe(
      "## Leia\n\n- um\n- dois\n\n1. a\n2. b",
    );
    expect(htmlToMarkdown("<table><tr><th>x</th><th>y</th></tr><tr><td>1</td><td><i>2</i></td></tr></table>")).toBe(
      "| x | y |\n| --- | --- |\n| 1 | *2* |",
    );
  });

  it("keeps http(s) and mailto links and http(s) or embedded images, and drops the others to their text", () => {
    expect(htmlToMarkdown('<a href="https://example.org/a b">site</a> <a href="mailto:x@y.z">mail</a>')).toBe(
      "[site](https://example.org/a%20b) [mail](mailto:x@y.z)",
    );
    expect(htmlToMarkdown('<a href="javascript:alert(1)">clique</a>')).toBe("clique");
    expect(htmlToMarkdown('<img src="@@PLUGINFILE@@/grafico 1.png" alt="gráfico">')).toBe(
      "![gráfico](@@PLUGINFILE@@/grafico%201.png)",
    );
    expect(htmlToMarkdown('<img src="data:image/png;base64,AAAA" alt="foto">')).toBe("foto");
  });

  it("keeps maths as written and escapes the text around it", () => {
    expect(htmlToMarkdown("<p>Se \\(x^2 = 4\\), então \\[x = \\pm 2\\] custa R$ 5 * 2</p>")).toBe(
      "Se $x^2 = 4$, então $$x = \\pm 2$$ custa R\\$ 5 \\* 2",
    );
    expect(htmlToMarkdown("$$\\frac{a}{b}$$")).toBe("$$\\frac{a}{b}$$");
  });

  it("sanitises: scripts, styles, frames and SVG give nothing, attributes go, other elements leave their text", () => {
    expect(
      htmlToMarkdown(
        '<p onclick="x()">Texto<script>alert(1)</script><style>p{}</style><iframe src="https://e.vil"></iframe>' +
          '<svg><text>no</text></svg><font color="red">vermelho</font></p>',
      ),
    ).toBe("Textovermelho");
  });

  it("indents nested lists and keeps quotes, code with backticks and preformatted indentation", () => {
    expect(htmlToMarkdown("<ul><li><p>um</p><ul><li>sub</li></ul></li><li>dois</li></ul>")).toBe(
      "- um\n\n  - sub\n- dois",
    );
    expect(htmlToMarkdown("<blockquote><p>citação</p><p>dois</p></blockquote>")).toBe("> citação\n>\n> dois");
    expect(htmlToMarkdown("<code>a`b</code> <pre>code\n  indent</pre>")).toBe("``a`b``\n\n```\ncode\n  indent\n```");
  });

  it("drops a line break that ends a paragraph", () => {
    expect(htmlToMarkdown('<p dir="ltr" style="text-align: left;">1<br></p>')).toBe("1");
  });

  it("refuses HTML nested too deeply to convert", () => {
    expect(() => htmlToMarkdown("<b>".repeat(20_000) + "x")).toThrow(/nested too deeply/);
  });
});
