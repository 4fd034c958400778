import fc from "fast-check";
import type { Node } from "unist";
import { describe, expect, it } from "vitest";
import { depthBound, markdownLimits } from "./markdown-limits";
import { markdownProblem, parseMarkdown } from "./render-markdown";

function depthOf(tree: Node): number {
  let deepest = 0;
  const stack: [Node, number][] = [[tree, 1]];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const [node, depth] = entry;
    deepest = Math.max(deepest, depth);
    for (const child of (node as { children?: Node[] }).children ?? []) stack.push([child, depth + 1]);
  }
  return deepest;
}

// Pieces of markdown syntax, so that random text nests as far as the parser lets it.
const pieces = [
  "*",
  "**",
  "_",
  "~~",
  "[",
  "](u)",
  "]",
  "`",
  "$",
  "$$",
  "> ",
  "- ",
  "1. ",
  "| a |",
  "|---|",
  "  ",
  "    ",
  "\n",
  "\n\n",
  "x",
  "y z",
  "<b>",
  "![",
  "[^1]",
  "[^1]: ",
  "www.a.b",
  ":",
  "\\",
  "#",
  "=",
];

const nested = {
  quotes: `${"> ".repeat(16)}x`,
  lists: Array.from({ length: 16 }, (_, i) => `${"  ".repeat(i)}- item ${i}`).join("\n"),
  "ordered lists": Array.from({ length: 16 }, (_, i) => `${"   ".repeat(i)}1. item ${i}`).join("\n"),
  emphasis: `${"*_".repeat(40)}x${"_*".repeat(40)}`,
  links: `${"[".repeat(90)}x${"](u)".repeat(90)}`,
  "a table in a list in a quote": "> - | a | b |\n>   |---|---|\n>   | *c* | [d](e) |",
  footnotes: "x[^1]\n\n[^1]: - > *y*",
};

describe("the depth bound of markdown", () => {
  it.each(Object.entries(nested))("holds for %s", (_, source) => {
    expect(depthOf(parseMarkdown(source))).toBeLessThanOrEqual(depthBound(source));
  });

  it("holds for generated markdown", () => {
    const source = fc.array(fc.constantFrom(...pieces), { maxLength: 120 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(source, (text) => depthOf(parseMarkdown(text)) <= depthBound(text)),
      { numRuns: 3000 },
    );
  });

  it("lets plain prose skip the parse, and still refuses a tree too deep", () => {
    const prose = "Pergunta 12: qual é o valor de x, se 2x + 3 = 7? Explique (em uma frase), com cuidado.";
    expect(depthBound(prose)).toBeLessThanOrEqual(markdownLimits.treeDepth);
    // 100 emphasis levels, within the delimiter limits: only the parse finds it too deep.
    const deep = `${"*a _b ".repeat(50)}x${" b_ a*".repeat(50)}`;
    expect(depthBound(deep)).toBeGreaterThan(markdownLimits.treeDepth);
    expect(depthOf(parseMarkdown(deep))).toBeGreaterThan(markdownLimits.treeDepth);
    expect(markdownProblem(deep)).toBe("markdown_too_deep");
    expect(markdownProblem(prose)).toBeUndefined();
  });
});
