import { describe, expect, it } from "vitest";
import { inertMarkdown } from "./inert-markdown";

describe("markdown as the page shows it", () => {
  it("keeps markdown without raw HTML or other schemes exactly as written", () => {
    const text =
      "Quanto é **2 + 2**?\n\n- [a](https://example.org/x) e ![b](/api/uploads/k.png)\n\n$x^2$ <= 3 ou a < b";
    expect(inertMarkdown(text)).toBe(text);
  });

  it("removes raw HTML, inline and in blocks, keeping the text between inline tags", () => {
    expect(inertMarkdown("Um <b>negrito</b> e <img src=x onerror=alert(1)> fim")).toBe("Um negrito e  fim");
    expect(inertMarkdown("Antes\n\n<script>alert(1)</script>\n\nDepois")).toBe("Antes\n\n\n\nDepois");
    expect(inertMarkdown("<<b>script>alert(1)<</b>/script>")).not.toMatch(/<\/?script/);
  });

  it("reduces links of other schemes to their text, and drops such images and definitions", () => {
    expect(inertMarkdown("Veja [aqui](javascript:alert(1)) ou [lá](mailto:a@b.c)")).toBe(
      "Veja aqui ou [lá](mailto:a@b.c)",
    );
    expect(inertMarkdown("![x](data:image/svg+xml;base64,AAAA) fim")).toBe(" fim");
    expect(inertMarkdown("[ref][1]\n\n[1]: javascript:alert(1)")).not.toContain("javascript");
    expect(inertMarkdown("<javascript:alert(1)>")).toBe("javascript:alert(1)");
    // As the sanitiser reads a scheme: as written, whatever splits or cases it.
    expect(inertMarkdown("[a](<java\tscript:alert(1)>) [b](JavaScript:alert(1)) [c](/x:y)")).toBe("a b [c](/x:y)");
  });
});
