import type { Nodes } from "mdast";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { sourceProblem, treeTooDeep } from "./markdown-limits";

// Parsed with the renderer's syntax, so what is markup there is markup here.
const parser = unified().use(remarkParse).use(remarkGfm).use(remarkMath).freeze();

// Blocks end with a space, or "a\n\nb" would read "ab".
const blocks = new Set(["paragraph", "heading", "listItem", "tableCell", "blockquote", "break", "thematicBreak"]);

function textOf(node: Nodes, source: string): string {
  switch (node.type) {
    case "text":
    case "inlineCode":
      return node.value;
    case "code":
      return `${node.value} `;
    // Formulas stay as their source: a list cannot hold KaTeX, and `$…$` still reads as maths.
    case "inlineMath":
      return source.slice(node.position?.start.offset, node.position?.end.offset);
    case "math":
      return `$$${node.value}$$ `;
    case "image":
    case "imageReference":
    case "html":
    case "definition":
      return "";
    default: {
      const text = "children" in node ? node.children.map((child) => textOf(child as Nodes, source)).join("") : "";
      return blocks.has(node.type) ? `${text} ` : text;
    }
  }
}

/**
 * A one-line plain-text excerpt of question-bank markdown for lists and cells:
 * markup, images and raw HTML dropped, link text and maths source kept, and
 * underscores that are text (a fill-in blank `___`) kept as written; cut at a word within `max`.
 */
export function plainExcerpt(markdown: string, max = 160): string {
  // Past the renderer's limits (markdown-limits.ts) the source itself is the excerpt, as the renderer shows it.
  const tree = sourceProblem(markdown) ? undefined : parser.parse(markdown);
  const plain = tree && !treeTooDeep(tree) ? textOf(tree, markdown) : markdown;
  const text = plain.replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
