import type { Nodes } from "mdast";
import { excerptTree } from "./markdown-excerpt";

function textOf(node: Nodes): string {
  switch (node.type) {
    case "text":
    case "inlineCode":
      return node.value;
    // A formula reads as its source between dollars: where no KaTeX is drawn (a record's name), `$…$` is maths.
    case "inlineMath":
      return `$${node.value}$`;
    default:
      return "children" in node ? node.children.map((child) => textOf(child as Nodes)).join("") : "";
  }
}

/**
 * The excerpt of `excerptTree` as one line of plain text, for where markup cannot go (the audit's record names):
 * the same cut (between words, never inside a formula, a link or an image; media and marks dropped), formulas as
 * `$source$`, "…" where it was cut.
 */
export function excerptText(markdown: string, max: number): string {
  return textOf(excerptTree(markdown, max)).replace(/\s+/g, " ").trim();
}
