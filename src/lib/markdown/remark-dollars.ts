import type { Root } from "mdast";
import { SKIP, visit } from "unist-util-visit";
import type { VFile } from "vfile";

/**
 * How dollars delimit maths here, where remark-math is looser than authors
 * expect (pandoc's and MathJax's habits):
 * - `$…$` follows pandoc's rule: the opening `$` has no space after it, the
 *   closing `$` no space before it and no digit after it. Otherwise
 *   "custa R$ 5 e US$ 3" or "R$5 ou R$6" would turn into maths; those spans
 *   go back to being the text they were written as.
 * - `$$…$$` within a line is a display formula, as `$$` on lines of its own is.
 */
export default function remarkDollars() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    visit(tree, "inlineMath", (node, index, parent) => {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined || !parent || index === undefined) return;
      const written = source.slice(start, end);
      if (written.startsWith("$$")) {
        // remark-math's mdast → hast hint; rehype-katex draws `math-display` in display mode.
        node.data = { ...node.data, hProperties: { className: ["language-math", "math-display"] } };
        return;
      }
      if (!/^\s|\s$/.test(written.slice(1, -1)) && !/^\d/.test(source.slice(end))) return;
      parent.children.splice(index, 1, { type: "text", value: written });
      return [SKIP, index + 1];
    });
  };
}
