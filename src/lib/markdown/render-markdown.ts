import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import rehypeMedia from "./rehype-media";
import { markdownSanitizeSchema } from "./sanitize-schema";

/**
 * Built once and frozen: the pipeline is stateless, so reusing it keeps the
 * live preview cheap (it re-renders on every keystroke).
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  // allowDangerousHtml stays off: raw HTML in the source is dropped here,
  // before any of it can become an element.
  .use(remarkRehype)
  .use(rehypeMedia)
  // Last transform on purpose: whatever the plugins above produced is checked.
  .use(rehypeSanitize, markdownSanitizeSchema)
  .use(rehypeStringify)
  .freeze();

/** Renders question-bank markdown to sanitised HTML. Pure JS: works in the browser and on the server. */
export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}
