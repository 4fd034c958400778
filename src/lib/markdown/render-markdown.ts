import "katex/contrib/mhchem";
import rehypeKatex from "rehype-katex";
import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import remarkDollars from "./remark-dollars";
import rehypeMathsLimit from "./rehype-maths-limit";
import rehypeMedia from "./rehype-media";
import { markdownSanitizeSchema } from "./sanitize-schema";

/**
 * No \href, \url, \html…, \includegraphics (trust off: they show as red source);
 * a formula that does not parse shows as red source too, never throws. The
 * limits stop a hostile formula from drawing a page-sized box (`\rule{1000em}…`)
 * or expanding macros for ever.
 */
export const katexOptions = {
  trust: false,
  strict: "ignore",
  maxSize: 10,
  maxExpand: 500,
} as const;

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

/** Renders question-bank markdown to sanitised HTML. Pure JS: works in the browser and on the server. */
export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}
