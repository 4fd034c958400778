import type { Root } from "mdast";
import { SKIP, visit } from "unist-util-visit";
import type { VFile } from "vfile";

/**
 * Pandoc's rule for `$…$`, which remark-math does not apply: a formula's
 * opening `$` has no space after it, its closing `$` no space before it and no
 * digit after it. Otherwise "custa R$ 5 e US$ 3" or "R$5 ou R$6" would turn
 * into maths; those spans go back to being the text they were written as.
 */
export default function remarkDollarPrices() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    visit(tree, "inlineMath", (node, index, parent) => {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined || !parent || index === undefined) return;
      const written = source.slice(start, end);
      if (written.startsWith("$$")) return;
      const inner = written.slice(1, -1);
      if (!/^\s|\s$/.test(inner) && !/^\d/.test(source.slice(end))) return;
      parent.children.splice(index, 1, { type: "text", value: written });
      return [SKIP, index + 1];
    });
  };
}
