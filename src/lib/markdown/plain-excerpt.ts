import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";

type Node = { type: string; value?: string; alt?: string | null; children?: Node[] };

// The renderer's syntax (render-markdown.ts): GitHub tables, strike-through and task lists included.
const parser = unified().use(remarkParse).use(remarkGfm).freeze();
const blocks = new Set([
  "paragraph",
  "heading",
  "listItem",
  "blockquote",
  "code",
  "tableCell",
  "tableRow",
  "break",
  "thematicBreak",
]);
// Maths is kept as its TeX source: taken out before parsing, as markdown would read `a_1 * b_1` as emphasis.
const maths = /\$\$[\s\S]+?\$\$|\$(?!\s)[^$\n]+?\$/g;
const mark = (i: number) => `\uE000${i}\uE001`;
const marks = /\uE000(\d+)\uE001/g;

function collect(node: Node, out: string[]) {
  if (node.type === "text" || node.type === "inlineCode" || node.type === "code") out.push(node.value ?? "");
  else if (node.type === "image") out.push(node.alt ?? "");
  for (const child of node.children ?? []) collect(child, out);
  if (blocks.has(node.type)) out.push(" ");
}

/**
 * The words of a markdown text on one line, without its markup (image alt texts and `$…$` maths
 * source kept), cut to `max` characters with an ellipsis.
 */
export function plainExcerpt(markdown: string, max: number): string {
  const formulas: string[] = [];
  const masked = markdown.replace(maths, (formula) => mark(formulas.push(formula) - 1));
  const out: string[] = [];
  collect(parser.parse(masked) as Node, out);
  const text = out
    .join("")
    .replace(marks, (_, i: string) => formulas[Number(i)] ?? "")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
