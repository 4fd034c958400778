import type { Options as Schema } from "rehype-sanitize";

/**
 * Exactly what KaTeX (trust off) emits, for the sanitize schema. Every name is
 * harmless on its own; the values that could carry behaviour (class, style)
 * are pinned so that a KaTeX bug or a future option cannot smuggle in a URL,
 * an app CSS class or a page-covering box.
 */

type Attributes = NonNullable<Schema["attributes"]>;

// katex.css's classes plus the semantic ones KaTeX emits without styling them.
const katexClasses = [
  ...["katex", "katex-display", "katex-html", "katex-mathml", "katex-error", "base", "strut", "mord", "mop", "mbin"],
  ...["mrel", "mopen", "mclose", "mpunct", "minner", "mtight", "mspace", "msupsub", "mfrac", "mtable", "mover"],
  ...["munder", "accentunder", "vlist", "vlist-r", "vlist-s", "vlist-t", "vlist-t2", "pstrut", "frac-line", "sqrt"],
  ...["root", "hide-tail", "svg-align", "nulldelimiter", "delimsizing", "delimcenter", "delim-size1", "delim-size4"],
  ...["sizing", "fontsize-ensurer", "accent", "accent-body", "accent-full", "overline", "overline-line", "underline"],
  ...["underline-line", "op-symbol", "small-op", "large-op", "op-limits", "arraycolsep", "col-align-c", "col-align-l"],
  ...["col-align-r", "vertical-separator", "hline", "hdashline", "mtr-glue", "tag", "eqn-num", "mml-eqn-num", "leqno"],
  ...[
    "fleqn",
    "newline",
    "rule",
    "llap",
    "rlap",
    "clap",
    "inner",
    "fix",
    "smash",
    "thinbox",
    "vbox",
    "hbox",
    "overlay",
  ],
  ...["stretchy", "x-arrow", "x-arrow-pad", "halfarrow-left", "halfarrow-right", "brace-left", "brace-center"],
  ...["brace-right", "boxpad", "fbox", "fcolorbox", "colorbox", "cancel", "bcancel", "xcancel", "cancel-pad"],
  ...["cancel-lap", "sout", "angl", "anglpad", "cd-arrow-pad", "cd-label-left", "cd-label-right", "cd-vert-arrow"],
  ...["text", "nobreak", "allowbreak", "mathnormal", "mathit", "mathrm", "mathbf", "boldsymbol", "amsrm", "mathbb"],
  ...["mathcal", "mathfrak", "mathboldfrak", "mathtt", "mathscr", "mathsf", "mathboldsf", "mathitsf", "mathsfit"],
  ...["mainrm", "textbb", "textrm", "textbf", "textit", "textsf", "textboldsf", "textitsf", "texttt", "textfrak"],
  ...["textboldfrak", "textscr"],
];
const sizeClass = /^(?:reset-)?size(?:[1-9]|1[01])$/;

// Declarations KaTeX writes: lengths, `solid`, `relative` and validated colours
// (`\color` accepts only #hex or a bare name). No `(`, `:` in values, `\` or
// quotes, so no url(), expression(), escapes; `position` is only `relative`.
const lengthProperty = [
  "height",
  "width",
  "min-width",
  "top",
  "bottom",
  "left",
  "vertical-align",
  "margin",
  "margin-left",
  "margin-right",
  "padding-left",
  "border",
  "border-width",
  "border-style",
  "border-color",
  "border-top-width",
  "border-right-width",
  "border-bottom-width",
  "border-right-style",
  "color",
  "background-color",
].join("|");
const declaration = `(?:(?:${lengthProperty})\\s*:\\s*[-a-z0-9.#% ]+|position\\s*:\\s*relative)`;
export const katexStyle = new RegExp(`^\\s*${declaration}(?:\\s*;\\s*${declaration})*\\s*;?\\s*$`, "i");

const mathmlTags = [
  "math",
  "semantics",
  "annotation",
  "mrow",
  "mi",
  "mn",
  "mo",
  "ms",
  "mtext",
  "mspace",
  "msup",
  "msub",
  "msubsup",
  "mfrac",
  "msqrt",
  "mroot",
  "mover",
  "munder",
  "munderover",
  "mtable",
  "mtr",
  "mtd",
  "mstyle",
  "mpadded",
  "mphantom",
  "menclose",
];
// KaTeX draws radicals, stretchy arrows and \cancel with these; no href, no use, no script.
const svgTags = ["svg", "path", "line"];

export const mathsTagNames = [...mathmlTags, ...svgTags];

export const mathsAttributes: Attributes = {
  span: [["className", ...katexClasses, sizeClass], ["style", katexStyle], ["ariaHidden", "true"], "title"],
  math: [
    ["xmlns", "http://www.w3.org/1998/Math/MathML"],
    ["display", "block"],
  ],
  annotation: [["encoding", "application/x-tex"]],
  mi: ["mathvariant"],
  mtext: ["mathvariant"],
  mo: ["fence", "stretchy", "minsize", "maxsize", "lspace", "rspace", "mathvariant", "separator", "movablelimits"],
  mfrac: ["linethickness"],
  mover: ["accent"],
  munder: ["accentunder"],
  munderover: ["accent", "accentunder"],
  mtable: ["rowspacing", "columnalign", "columnspacing", "columnlines", "rowlines", "width"],
  mtd: [["className", "mml-eqn-num"]],
  mstyle: ["scriptlevel", "displaystyle", "mathcolor", "mathsize"],
  mpadded: ["width", "height", "depth", "lspace", "voffset", "mathbackground", ["style", katexStyle]],
  mspace: ["width", "height", "mathbackground"],
  menclose: ["notation"],
  svg: [
    ["xmlns", "http://www.w3.org/2000/svg"],
    "width",
    "height",
    "viewBox",
    "preserveAspectRatio",
    ["style", katexStyle],
  ],
  path: ["d"],
  line: ["x1", "y1", "x2", "y2", "strokeWidth"],
};
