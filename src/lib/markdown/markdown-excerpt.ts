import type { Nodes, PhrasingContent, Root } from "mdast";
import type { VFile } from "vfile";
import { parseMarkdown, renderMarkdownTree } from "./render-markdown";
import { sourceProblem, treeTooDeep } from "./markdown-limits";
import { plainExcerpt } from "./plain-excerpt";
import remarkDollars from "./remark-dollars";

// remark-math adds it to mdast's phrasing content.
type InlineMath = Extract<PhrasingContent, { type: "inlineMath" }>;
type Budget = { left: number; used: number; cut: boolean };

// Media, raw HTML and notes are for the full view (the preview, the question's page).
const dropped = new Set(["image", "imageReference", "html", "definition", "footnoteDefinition", "footnoteReference"]);
// A row is often a link itself: a link inside it keeps its text only, so no markup of it can be cut.
const unwrapped = new Set(["link", "linkReference"]);
const formatting = new Set(["emphasis", "strong", "delete"]);
const atoms = new Set(["inlineMath", "math", "inlineCode", "code"]);

// Built as remark-math builds it; with no position, remark-dollars leaves it inline whatever its delimiters were.
const inlineMath = (value: string): InlineMath => ({
  type: "inlineMath",
  value,
  data: {
    hName: "code",
    hProperties: { className: ["language-math", "math-inline"] },
    hChildren: [{ type: "text", value }],
  },
});

/** Text cut at a word within the budget; a single long word is cut only when nothing precedes it. */
function cutText(value: string, budget: Budget): string {
  const text = value.replace(/\s+/g, " ");
  if (text.length <= budget.left) return spend(budget, text);
  budget.cut = true;
  const head = text.slice(0, budget.left + 1);
  const space = head.lastIndexOf(" ");
  const kept = space > 0 ? head.slice(0, space) : budget.used === 0 ? text.slice(0, budget.left) : "";
  budget.left = 0;
  return kept;
}

function spend(budget: Budget, text: string): string {
  budget.left -= text.length;
  budget.used += text.length;
  return text;
}

/** A formula or code is whole or absent: the first one is kept even past the budget, so the excerpt says something. */
function atom(node: Extract<Nodes, { value: string }>, budget: Budget): PhrasingContent | undefined {
  const value = node.type === "code" ? node.value.replace(/\s+/g, " ") : node.value;
  if (value.length > budget.left && budget.used > 0) {
    budget.cut = true;
    budget.left = 0;
    return undefined;
  }
  if (value.length > budget.left) budget.cut = true;
  budget.left = Math.max(0, budget.left - value.length);
  budget.used += value.length;
  return node.type === "inlineMath" || node.type === "math" ? inlineMath(value) : { type: "inlineCode", value };
}

function walk(node: Nodes, out: PhrasingContent[], budget: Budget): void {
  if (budget.cut || dropped.has(node.type)) return;
  if (node.type === "text") {
    const text = cutText(node.value, budget);
    if (text) out.push({ type: "text", value: text });
  } else if (node.type === "break") {
    out.push({ type: "text", value: " " });
  } else if (atoms.has(node.type)) {
    if ((node.type === "math" || node.type === "code") && out.length > 0) out.push({ type: "text", value: " " });
    const kept = atom(node as Extract<Nodes, { value: string }>, budget);
    if (kept) out.push(kept);
  } else if (formatting.has(node.type) && "children" in node) {
    const children: PhrasingContent[] = [];
    for (const child of node.children) walk(child as Nodes, children, budget);
    if (children.length) out.push({ ...node, children } as PhrasingContent);
  } else if ("children" in node) {
    // A block ends with a space, or "a\n\nb" would read "ab"; links and the rest keep only their content.
    const block = !unwrapped.has(node.type) && out.length > 0;
    if (block) out.push({ type: "text", value: " " });
    for (const child of node.children) walk(child as Nodes, out, budget);
  }
}

/** The excerpt as a markdown tree of one paragraph: inline formatting and maths kept, cut between words or atoms. */
export function excerptTree(markdown: string, max: number): Root {
  let children: PhrasingContent[];
  const tree = sourceProblem(markdown) ? undefined : parseMarkdown(markdown);
  if (!tree || treeTooDeep(tree)) {
    // Past the renderer's limits the source itself is the excerpt, as the full view shows it.
    children = [{ type: "text", value: plainExcerpt(markdown, max) }];
  } else {
    // Dollars follow the full view's rule first, so "R$ 5 e US$ 3" stays text here too.
    remarkDollars()(tree, { value: markdown } as VFile);
    const budget: Budget = { left: max, used: 0, cut: false };
    children = [];
    walk(tree, children, budget);
    if (!budget.cut) dropBrokenTail(children, budget);
    trimEnds(children);
    if (budget.cut && children.length) children.push({ type: "text", value: "…" });
  }
  return { type: "root", children: children.length ? [{ type: "paragraph", children }] : [] };
}

// What a source cut short leaves as text (lists send the first 300 characters): an opened formula with TeX in it,
// an image's opened alt text, a link or image whose address was cut.
const brokenTail = [/\${1,2}[^\s$][^$]*[\\{}^_][^$]*$/, /!\[[^\]]*$/, /!?\[[^\]]*\]\([^)]*$/];

/** Drops a broken formula, link or image at the very end of the text, so no source shows where it was cut. */
function dropBrokenTail(children: PhrasingContent[], budget: Budget) {
  // One text node for the text at the end: an address cut short may have become a link (an autolink) of its own.
  while (children.at(-1)?.type === "text" && children.at(-2)?.type === "text") {
    const tail = children.pop() as { value: string };
    (children.at(-1) as { value: string }).value += tail.value;
  }
  const last = children.at(-1);
  if (last?.type !== "text") return;
  for (const pattern of brokenTail) {
    const match = pattern.exec(last.value);
    if (!match) continue;
    last.value = last.value.slice(0, match.index);
    budget.cut = true;
  }
  if (!last.value.trim()) children.pop();
}

function trimEnds(children: PhrasingContent[]) {
  while (children[0]?.type === "text" && !children[0].value.trim()) children.shift();
  while (children.at(-1)?.type === "text" && !(children.at(-1) as { value: string }).value.trim()) children.pop();
  const first = children[0];
  const last = children.at(-1);
  if (first?.type === "text") first.value = first.value.trimStart();
  if (last?.type === "text") last.value = last.value.trimEnd();
}

/**
 * One line of question-bank markdown for lists and cells, as inline HTML: maths drawn by KaTeX under the full
 * view's limits, emphasis and code kept, links reduced to their text, media and blocks dropped. Cut within `max`
 * characters (a formula counts as its source) between words, never inside a formula, a link or an image.
 */
export function renderExcerpt(markdown: string, max = 160): string {
  const tree = excerptTree(markdown, max);
  if (!tree.children.length) return "";
  const html = renderMarkdownTree(tree, markdown);
  // One paragraph, unwrapped so the excerpt sits inline in a link, a summary or an option.
  return html.startsWith("<p>") && html.endsWith("</p>") ? html.slice(3, -4) : html;
}
