const maxLength = 80;

/**
 * A question as a person recognises it in a list: the start of its text as one line, without the markdown's
 * marks and media, cut at a word and never inside a formula (`$…$` or `$$…$$`, which would show as source).
 */
export function excerptOf(markdown: string): string {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/^[ \t]*(?:[#>]+|[*+-])[ \t]+/gm, "")
    .replace(/\*+|`+|~~/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= maxLength) return text;
  let cut = text.lastIndexOf(" ", maxLength);
  if (cut < maxLength / 2) cut = maxLength;
  for (const formula of text.matchAll(/\$\$[^$]*\$\$|\$[^$]*\$/g)) {
    if (formula.index < cut && cut < formula.index + formula[0].length) cut = formula.index;
  }
  return `${text.slice(0, cut).trimEnd()}…`;
}
