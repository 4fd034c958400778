/** `$$…$$`, `\[…\]` and `\(…\)`: Moodle's MathJax delimiters, in any format. */
const maths = /\$\$([\s\S]+?)\$\$|\\\[([\s\S]+?)\\\]|\\\(([\s\S]+?)\\\)/g;

function mathsOf(display?: string, bracket?: string, inline?: string): string {
  if (inline !== undefined) return `$${inline.trim()}$`;
  return `$$${(display ?? bracket ?? "").trim()}$$`;
}

/** Markdown with Moodle's maths delimiters turned into ours (KaTeX's `$…$` and `$$…$$`). */
export const normaliseMaths = (markdown: string) =>
  markdown.replace(maths, (_, display?: string, bracket?: string, inline?: string) =>
    mathsOf(display, bracket, inline),
  );

/** Markdown specials escaped in text that was not markdown, so it shows as written. */
function escapeText(text: string): string {
  return text
    .replace(/[\\`*_[\]<>|~$]/g, "\\$&")
    .replace(/^(\s*)([#+=-])/gm, "$1\\$2")
    .replace(/^(\s*\d+)([.)])(?=\s|$)/gm, "$1\\$2");
}

/** Text that is not markdown, as markdown: its maths as our maths, the rest escaped. */
export function plainToMarkdown(text: string): string {
  let out = "";
  let last = 0;
  for (const match of text.matchAll(maths)) {
    out += escapeText(text.slice(last, match.index)) + mathsOf(match[1], match[2], match[3]);
    last = match.index + match[0].length;
  }
  return out + escapeText(text.slice(last));
}
