import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";

/** Deeper formulas stay source: KaTeX nests ~10 elements per level, and the HTML re-parse recurses per element. */
const maxMathsDepth = 24;
/** Longer formulas stay source: enough for any exam formula, not for a page-long one. */
const maxMathsLength = 4000;

// `\{` and other escapes first, so an escaped brace is not a group.
const token = /\\(?:left|right|begin|end)(?![a-zA-Z])|\\.|[{}]/gs;

function depthOf(tex: string): number {
  let depth = 0;
  let max = 0;
  for (const [match] of tex.matchAll(token)) {
    if (match === "{" || match === "\\left" || match === "\\begin") max = Math.max(max, ++depth);
    else if (match === "}" || match === "\\right" || match === "\\end") depth--;
  }
  return max;
}

const isMaths = (node: Element) => {
  const classes = node.properties.className;
  // The classes rehype-katex renders: remark-math's two and a ```math block's.
  return Array.isArray(classes) && ["math-inline", "math-display", "language-math"].some((c) => classes.includes(c));
};

/**
 * Runs before rehype-katex: a formula past the limits loses its maths classes
 * and shows as code, so no hostile formula can exhaust the stack.
 */
export default function rehypeMathsLimit() {
  return (tree: Root) => {
    visit(tree, "element", (node) => {
      if (!isMaths(node)) return;
      const tex = node.children.map((child) => (child.type === "text" ? child.value : "")).join("");
      if (tex.length > maxMathsLength || depthOf(tex) > maxMathsDepth) node.properties.className = undefined;
    });
  };
}
