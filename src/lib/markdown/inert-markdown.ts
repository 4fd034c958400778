import type { Nodes } from "mdast";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkMath);

/** A URL's scheme, when it has one: letters before a colon that comes before any `/`, `?` or `#` (as the sanitiser). */
const schemeOf = (url: string) => /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
const linkSchemes = new Set(["http", "https", "mailto"]);
const sourceSchemes = new Set(["http", "https"]);
const allowed = (url: string, schemes: Set<string>) => {
  const scheme = schemeOf(url);
  return scheme === undefined || schemes.has(scheme);
};

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
      ((node.type === "link" || node.type === "definition") && !allowed(node.url, linkSchemes)) ||
      (node.type === "image" && !allowed(node.url, sourceSchemes));
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
 * every tag), links of another scheme than http, https and mailto reduced to their text, images and link
 * definitions of another scheme than http and https removed. Everything else stays exactly as written. Again until
 * nothing changes, as removing a tag may join the text around it into a new one (`<<b>script>`).
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
