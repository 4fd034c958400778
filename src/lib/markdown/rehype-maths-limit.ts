import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";
import { mathsBudget, mathsCost } from "./maths-budget";
import { katexOptions } from "./katex-options";

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
 * Runs before rehype-katex: a formula past the limits, or past mathsBudget once
 * parsed, loses its maths classes and shows as code, so no hostile formula can
 * exhaust the stack, draw a bomb of elements or move a box far away.
 */
export default function rehypeMathsLimit() {
  return (tree: Root) => {
    let nodes = 0;
    visit(tree, "element", (node, _index, parent) => {
      if (!isMaths(node)) return;
      const tex = node.children.map((child) => (child.type === "text" ? child.value : "")).join("");
      // As rehype-katex decides it: a ```math block (code in pre) and `math-display` are display formulas.
      const classes = node.properties.className as string[];
      const displayMode = classes.includes("math-display") || (parent?.type === "element" && parent.tagName === "pre");
      const cost =
        tex.length > maxMathsLength || depthOf(tex) > maxMathsDepth
          ? undefined
          : mathsCost(tex, { ...katexOptions, displayMode });
      if (cost === undefined || nodes + cost > mathsBudget.documentNodes) node.properties.className = undefined;
      else nodes += cost;
    });
  };
}
