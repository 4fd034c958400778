import remarkParse from "remark-parse";
import { unified } from "unified";

type Node = { type: string; value?: string; alt?: string | null; children?: Node[] };

const parser = unified().use(remarkParse).freeze();
const blocks = new Set([
  "paragraph",
  "heading",
  "listItem",
  "blockquote",
  "code",
  "tableRow",
  "break",
  "thematicBreak",
]);

function collect(node: Node, out: string[]) {
  if (node.type === "text" || node.type === "inlineCode" || node.type === "code") out.push(node.value ?? "");
  else if (node.type === "image") out.push(node.alt ?? "");
  for (const child of node.children ?? []) collect(child, out);
  if (blocks.has(node.type)) out.push(" ");
}

/** The words of a markdown excerpt without its markup (image alt texts kept), on one line. */
export function markdownToPlainText(markdown: string): string {
  const out: string[] = [];
  collect(parser.parse(markdown) as Node, out);
  return out.join("").replace(/\s+/g, " ").trim();
}
