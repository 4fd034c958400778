import type { Nodes } from "mdast";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import { markdownSanitizeSchema } from "./sanitize-schema";

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkMath);

/**
 * Whether the page keeps this URL: the sanitiser's own rule (hast-util-sanitize's `safeProtocol`, which it does not
 * export) over its own lists (`markdownSanitizeSchema.protocols`): no colon before any `/`, `?` or `#`, or a scheme
 * in the list, as written.
 */
function kept(url: string, key: "href" | "src"): boolean {
  const colon = url.indexOf(":");
  const before = (char: string) => url.indexOf(char) > -1 && colon > url.indexOf(char);
  if (colon < 0 || before("/") || before("?") || before("#")) return true;
  return (markdownSanitizeSchema.protocols?.[key] ?? []).some((scheme) => url.slice(0, colon) === scheme);
}

type Cut = { start: number; end: number };

/** Text with none of these holds no raw HTML, link, image or definition: most questions skip the parse. */
const mayHoldMarkup = /<|\]\s*\(|\]:/;

const rangeOf = (node: Nodes): Cut | undefined => {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? undefined : { start, end };
};

/** One pass: the spans to remove, left to right. */
function cutsOf(source: string): Cut[] {
  const cuts: Cut[] = [];
  visit(parser.parse(source), (node) => {
    const range = rangeOf(node);
    if (!range) return;
    if (node.type === "html") {
      cuts.push(range);
      return SKIP;
    }
    const unsafe =
      ((node.type === "link" || node.type === "definition") && !kept(node.url, "href")) ||
      (node.type === "image" && !kept(node.url, "src"));
    if (!unsafe) return;
    const children = node.type === "link" ? node.children : [];
    const first = children[0] && rangeOf(children[0]);
    const last = children.at(-1) && rangeOf(children.at(-1)!);
    if (!first || !last) {
      cuts.push(range);
      return SKIP;
    }
    // A link of another scheme keeps its text, as the page shows it: only the brackets and the URL go.
    cuts.push({ start: range.start, end: first.start }, { start: last.end, end: range.end });
  });
  return cuts.sort((a, b) => a.start - b.start);
}

/**
 * Markdown as the page shows it, for text that comes from elsewhere (an import): raw HTML removed (the page drops
 * every tag), links whose URL the page would drop reduced to their text, such images and link definitions removed.
 * Everything else stays exactly as written. Again until nothing changes, as removing a tag may join the text around
 * it into a new one (`<<b>script>`).
 */
export function inertMarkdown(source: string): string {
  let text = source;
  for (let pass = 0; pass < 10 && mayHoldMarkup.test(text); pass++) {
    const cuts = cutsOf(text);
    if (!cuts.length) return text;
    let kept = "";
    let at = 0;
    for (const cut of cuts) {
      kept += text.slice(at, Math.max(at, cut.start));
      at = Math.max(at, cut.end);
    }
    text = kept + text.slice(at);
  }
  return text;
}
