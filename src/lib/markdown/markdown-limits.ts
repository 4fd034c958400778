import type { Node } from "unist";

/**
 * Bounds on markdown structure, checked before and right after parsing. The
 * parser (micromark) is quadratic in delimiter runs and brackets within one
 * paragraph, and every later stage (mdast → hast, sanitising, HTML output, the
 * browser) recurses once per nesting level, so hostile source could hang a page
 * or exhaust the stack. Limits are far above anything a question needs.
 */
export const markdownLimits = {
  /** Block quotes and list items open on one line (indentation counts as list nesting). */
  blockDepth: 16,
  /** The same counted over every line: list items and quotes cost the parser far more than text. */
  totalDepth: 500,
  /** Runs of `*`, `_`, `~` and single `[`, `]` within one paragraph. */
  inlineMarkers: 200,
  /** Longest run of one emphasis character (`*`, `_`, `~`). */
  delimiterRun: 50,
  /** Nesting of the parsed tree, inline elements included. */
  treeDepth: 100,
} as const;

export type MarkdownProblem = "markdown_too_deep" | "markdown_too_many_delimiters";

// A container marker: a block quote's `>`, a bullet or an ordered list marker followed by a space or the line's end.
const marker = />|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)/y;

/** An upper bound of the containers a line opens or continues: each marker, and each two columns of indentation. */
function lineDepth(line: string): number {
  let markers = 0;
  let columns = 0;
  let at = 0;
  while (at < line.length) {
    const char = line[at];
    if (char === " " || char === "\t") {
      columns += char === "\t" ? 4 : 1;
      at++;
      continue;
    }
    marker.lastIndex = at;
    const found = marker.exec(line);
    if (!found) break;
    markers++;
    at += found[0].length;
    // The spaces that follow a marker (up to four columns) belong to it, not to the indentation.
    for (let gap = 0; gap < 4 && line[at] === " "; gap++) at++;
  }
  return markers + Math.floor(columns / 2);
}

// Runs of one emphasis character, or a single bracket.
const inlineMarker = /\*+|_+|~+|[[\]]/g;

/** Inline content never spans a blank line, so each blank-line-separated chunk bounds one paragraph from above. */
function chunkProblem(chunk: string): MarkdownProblem | undefined {
  let count = 0;
  for (const [run] of chunk.matchAll(inlineMarker)) {
    if (++count > markdownLimits.inlineMarkers || run.length > markdownLimits.delimiterRun)
      return "markdown_too_many_delimiters";
  }
  return undefined;
}

/** What makes `source` too costly to parse, checked on the text alone (linear time). */
export function sourceProblem(source: string): MarkdownProblem | undefined {
  const lines = source.split(/\r\n|\r|\n/);
  let total = 0;
  for (const line of lines) {
    const depth = lineDepth(line);
    total += depth;
    if (depth > markdownLimits.blockDepth || total > markdownLimits.totalDepth) return "markdown_too_deep";
  }
  let chunk: string[] = [];
  for (const line of [...lines, ""]) {
    if (line.trim() !== "") {
      chunk.push(line);
      continue;
    }
    const problem = chunkProblem(chunk.join("\n"));
    if (problem) return problem;
    chunk = [];
  }
  return undefined;
}

// What opens an inline level (emphasis, strong, strikethrough, link, image, footnote, code, maths) or a leaf block
// with levels of its own (a table's row and cell, raw HTML).
const inlineOpener = /[*_~[`$|<]/g;
// What may open a container anywhere on a line, not only at its start (after a footnote's label, say): a quote's
// `>`, a list marker, a footnote's `[`.
const containerMarker = />|\[|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)/g;

/** The containers a line may open or continue: its markers anywhere, and each two columns of its indentation. */
function lineContainers(line: string): number {
  const indentation = /^[ \t]*/.exec(line)![0];
  const columns = [...indentation].reduce((sum, char) => sum + (char === "\t" ? 4 : 1), 0);
  return Math.floor(columns / 2) + (line.match(containerMarker)?.length ?? 0);
}

/**
 * An upper bound of the parsed tree's depth, from the text alone: each container a line opens (a quote, a
 * footnote, or a list and its item) is at most two levels, a table three, and every inline level needs an opening
 * character of its own; the root, a block and a text leaf are the rest. `markdown-limits.test.ts` checks it against
 * the parser, on hand-made and generated text.
 */
export function depthBound(source: string): number {
  let containers = 0;
  for (const line of source.split(/\r\n|\r|\n/)) containers = Math.max(containers, lineContainers(line));
  const openers = source.match(inlineOpener)?.length ?? 0;
  return 2 * containers + 3 + openers + 3;
}

/** True when the parsed tree nests deeper than the renderer's recursive stages may go (walked without recursion). */
export function treeTooDeep(tree: Node): boolean {
  const stack: [Node, number][] = [[tree, 1]];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const [node, depth] = entry;
    if (depth > markdownLimits.treeDepth) return true;
    const children = (node as { children?: Node[] }).children;
    if (children) for (const child of children) stack.push([child, depth + 1]);
  }
  return false;
}
