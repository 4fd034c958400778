import "katex/contrib/mhchem";
import rehypeKatex from "rehype-katex";
import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import type { Root } from "mdast";
import { depthBound, markdownLimits, sourceProblem, treeTooDeep, type MarkdownProblem } from "./markdown-limits";
import remarkDollars from "./remark-dollars";
import rehypeMathsLimit from "./rehype-maths-limit";
import rehypeMedia from "./rehype-media";
import { katexOptions } from "./katex-options";
import { markdownSanitizeSchema } from "./sanitize-schema";

/**
 * Built once and frozen: the pipeline is stateless, so reusing it keeps the
 * live preview cheap (it re-renders on every keystroke).
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkMath)
  .use(remarkDollars)
  // allowDangerousHtml stays off: raw HTML in the source is dropped here,
  // before any of it can become an element.
  .use(remarkRehype)
  .use(rehypeMathsLimit)
  .use(rehypeKatex, katexOptions)
  .use(rehypeMedia)
  // Last transform on purpose: whatever the plugins above produced is checked.
  .use(rehypeSanitize, markdownSanitizeSchema)
  .use(rehypeStringify)
  .freeze();

/** Shown above source that is not rendered because it is past markdownLimits. */
export const unrenderedNotice = "Texto mostrado como foi escrito: a marcação está aninhada ou repetida demais.";

const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The markdown tree the renderer starts from, unchecked: for the limits' own tests. */
export const parseMarkdown = (markdown: string) => processor.parse(markdown);

function parsed(markdown: string) {
  const problem = sourceProblem(markdown);
  if (problem) return { problem };
  const tree = parseMarkdown(markdown);
  return treeTooDeep(tree) ? { problem: "markdown_too_deep" as const } : { tree };
}

/**
 * Why `markdown` would not be rendered (the write path refuses it), or undefined. Every field of every written
 * question comes here, an import's thousands twice: text whose depth bound is within the limit skips the parse.
 */
export function markdownProblem(markdown: string): MarkdownProblem | undefined {
  const problem = sourceProblem(markdown);
  if (problem || depthBound(markdown) <= markdownLimits.treeDepth) return problem;
  return treeTooDeep(parseMarkdown(markdown)) ? "markdown_too_deep" : undefined;
}

/**
 * Renders question-bank markdown to sanitised HTML. Pure JS: works in the browser and on the server.
 * Source past the limits (stored before they existed) comes out as escaped text under a notice.
 */
export function renderMarkdown(markdown: string): string {
  const { tree } = parsed(markdown);
  if (!tree) return `<p><em>${unrenderedNotice}</em></p><pre><code>${escaped(markdown)}</code></pre>`;
  return renderMarkdownTree(tree, markdown);
}

/** A tree parsed from `markdown` (or built from one, as an excerpt), through the same plugins, limits and schema. */
export function renderMarkdownTree(tree: Root, markdown: string): string {
  // remark-dollars reads the source from the file: it gets the text the tree's positions point into.
  return processor.stringify(processor.runSync(tree, markdown));
}
