import { useMemo, type ReactNode } from "react";
import { cn } from "@/lib/utils";
import { renderExcerpt } from "@/lib/markdown/markdown-excerpt";

// Inline pieces only (markdown-excerpt.ts keeps no block): code as the full view draws it, formulas a little
// smaller than KaTeX's 1.21em so a fraction stretches a row's line less.
const excerptClasses = [
  "break-words [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.9em]",
  "[&_.katex]:text-[1.1em]",
].join(" ");

export type MarkdownExcerptProps = {
  /** Question-bank markdown; only its start is shown. */
  source: string;
  /** Characters kept, a formula counting as its source (markdown-excerpt.ts). */
  max?: number;
  className?: string;
  /** Shown when the text has nothing to show (empty, or only media). */
  fallback?: ReactNode;
};

/**
 * The start of question-bank markdown on one line, for lists, table cells and options: maths drawn by KaTeX
 * under the full view's limits, cut between words and never inside a formula, a link or an image. A span, so
 * it sits inside a link, a summary or a clamped line. Shared like MarkdownView: no "use client".
 */
export function MarkdownExcerpt({ source, max = 160, className, fallback = null }: MarkdownExcerptProps) {
  const html = useMemo(() => renderExcerpt(source, max), [source, max]);
  if (!html) return fallback;
  // The HTML comes out of the full view's sanitising pipeline (render-markdown.ts).
  return (
    <span
      data-slot="markdown-excerpt"
      className={cn(excerptClasses, className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
