import type { Element, ElementContent, Root, RootContent } from "hast";
import { fromHtml } from "hast-util-from-html";
import { DomainError } from "@/server/errors/domain-error";
import { plainToMarkdown } from "./plain-to-markdown";

/** Elements whose content is never text of the question. */
const dropped = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "svg",
  "math",
  "template",
  "noscript",
  "head",
]);
const blocks = new Set(["p", "div", "section", "article", "figure", "header", "footer", "center"]);
const safeLink = /^(https?:|mailto:)/i;
const safeSource = /^(https?:|@@PLUGINFILE@@)/i;

const attribute = (node: Element, name: string) => {
  const value = node.properties[name];
  return typeof value === "string" ? value.trim() : "";
};

/** Inline content: whitespace collapsed as a browser would, specials escaped, maths kept. */
function inline(nodes: ElementContent[] | RootContent[]): string {
  return nodes.map((node) => convert(node)).join("");
}

function convert(node: RootContent | ElementContent): string {
  if (node.type === "text") return plainToMarkdown(node.value.replace(/\s+/g, " "));
  if (node.type !== "element") return "";
  const name = node.tagName;
  if (dropped.has(name)) return "";
  const content = () => inline(node.children);
  const wrap = (mark: string) => {
    const text = content().trim();
    return text ? `${mark}${text}${mark}` : "";
  };
  if (blocks.has(name)) return `\n\n${trimBreaks(content())}\n\n`;
  if (/^h[1-6]$/.test(name)) return `\n\n${"#".repeat(Number(name[1]))} ${trimBreaks(content())}\n\n`;
  switch (name) {
    case "br":
      return "\\\n";
    case "strong":
    case "b":
      return wrap("**");
    case "em":
    case "i":
      return wrap("*");
    case "s":
    case "del":
    case "strike":
      return wrap("~~");
    case "span":
      return styled(node, content());
    case "blockquote":
      return `\n\n${squeeze(content())
        .split("\n")
        .map((line) => (line ? `> ${line}` : ">"))
        .join("\n")}\n\n`;
    case "code": {
      const code = textOf(node);
      const fence = "`".repeat(longestRun(code) + 1);
      const pad = /^`|`$/.test(code) ? " " : "";
      return code ? `${fence}${pad}${code}${pad}${fence}` : "";
    }
    case "pre": {
      const code = textOf(node).replace(/^\n/, "").replace(/\n$/, "");
      const fence = "`".repeat(Math.max(3, longestRun(code) + 1));
      return `\n\n${fence}\n${code}\n${fence}\n\n`;
    }
    case "a": {
      const href = attribute(node, "href");
      const text = content().trim();
      return safeLink.test(href) || /^@@PLUGINFILE@@/.test(href) ? `[${text || href}](${encodeSpaces(href)})` : text;
    }
    case "img": {
      const src = attribute(node, "src");
      const alt = plainToMarkdown(attribute(node, "alt"));
      return safeSource.test(src) ? `![${alt}](${encodeSpaces(src)})` : alt;
    }
    case "ul":
    case "ol":
      return `\n\n${list(node)}\n\n`;
    case "table":
      return `\n\n${table(node)}\n\n`;
    case "hr":
      return "\n\n---\n\n";
    default:
      return content();
  }
}

/** The longest run of backticks in code: its fence is one longer, so a backtick inside stays one. */
const longestRun = (code: string) => Math.max(0, ...Array.from(code.matchAll(/`+/g), (run) => run[0].length));

/** A line break that starts or ends a paragraph, a heading or a cell shows nothing: dropped. */
const trimBreaks = (markdown: string) =>
  markdown
    .replace(/^(\s*\\\n)+/, "")
    .replace(/(\\\n\s*)+$/, "")
    .trim();

/**
 * Moodle's editors write emphasis as styles (`<span style="font-style: italic;">`, `font-weight: bold`,
 * `text-decoration: line-through`): kept as markdown's emphasis, strong emphasis and strikethrough.
 */
function styled(node: Element, content: string): string {
  const style = attribute(node, "style").toLowerCase().replace(/\s+/g, "");
  const text = content.trim();
  if (!style || !text) return content;
  let marked = text;
  if (/text-decoration(-line)?:[^;]*line-through/.test(style)) marked = `~~${marked}~~`;
  if (/font-style:(italic|oblique)/.test(style)) marked = `*${marked}*`;
  if (/font-weight:(bold|bolder|[6-9]00)/.test(style)) marked = `**${marked}**`;
  if (marked === text) return content;
  // Spaces at the span's ends go outside the marks, or they would not be emphasis.
  return `${/^\s/.test(content) ? " " : ""}${marked}${/\s$/.test(content) ? " " : ""}`;
}

const encodeSpaces = (url: string) => url.replace(/ /g, "%20").replace(/\)/g, "%29");

function textOf(node: Element): string {
  return node.children
    .map((child) => (child.type === "text" ? child.value : child.type === "element" ? textOf(child) : ""))
    .join("");
}

function list(node: Element): string {
  const items = node.children.filter((child): child is Element => child.type === "element" && child.tagName === "li");
  return items
    .map((item, index) => {
      const marker = node.tagName === "ol" ? `${index + 1}. ` : "- ";
      // Continuation lines, a nested list's included, are indented under the item's text.
      const body = squeeze(inline(item.children)).replace(/\n(?!\n)/g, `\n${" ".repeat(marker.length)}`);
      return marker + body;
    })
    .join("\n");
}

function table(node: Element): string {
  const rows: string[][] = [];
  const walk = (parent: Element) => {
    for (const child of parent.children) {
      if (child.type !== "element") continue;
      if (child.tagName === "tr")
        rows.push(
          child.children
            .filter(
              (cell): cell is Element => cell.type === "element" && (cell.tagName === "td" || cell.tagName === "th"),
            )
            .map((cell) => trimBreaks(squeeze(inline(cell.children))).replace(/\n+/g, " ")),
        );
      else walk(child);
    }
  };
  walk(node);
  if (!rows.length) return "";
  const width = Math.max(...rows.map((row) => row.length));
  const line = (cells: string[]) => `| ${Array.from({ length: width }, (_, i) => cells[i] ?? "").join(" | ")} |`;
  return [line(rows[0]!), line(Array(width).fill("---")), ...rows.slice(1).map(line)].join("\n");
}

/**
 * Blank lines at most one, no trailing spaces, no padding: a line's single leading space (left by the
 * whitespace between elements) goes; a nested list's indentation (two spaces or more) stays.
 */
const squeeze = (markdown: string) =>
  markdown
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n[ \t](?![ \t])/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();

/**
 * An HTML fragment as markdown: paragraphs, line breaks, emphasis (also Moodle's styled spans),
 * lists (nested ones indented), quotes, tables, headings, code, http(s) links and images (and Moodle's
 * embedded files) survive; every other element gives its text, and scripts, styles, frames and SVG
 * give nothing. parse5 parses it as a browser would. A hand-written walk rather than
 * hast-util-to-mdast and mdast-util-to-markdown: measured four times slower (docs/interchange.md).
 */
export function htmlToMarkdown(html: string): string {
  try {
    const tree: Root = fromHtml(html, { fragment: true });
    return trimBreaks(squeeze(inline(tree.children).replace(/\\\n(\s*\n)/g, "$1")));
  } catch (error) {
    // parse5 builds any depth without recursing; hast's conversion and ours recurse once per level, so
    // HTML nested some thousands deep overflows the stack: the file is refused, not answered with a 500.
    if (!(error instanceof RangeError)) throw error;
    const message = "The file holds HTML nested too deeply to be read";
    throw new DomainError("UNPROCESSABLE", "html_too_deep", message, {
      issues: [{ path: ["file"], code: "html_too_deep", message }],
    });
  }
}
