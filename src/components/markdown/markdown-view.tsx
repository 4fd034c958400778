import { useMemo } from "react";
import { cn } from "@/lib/utils";
import { renderMarkdown } from "@/lib/markdown/render-markdown";

// No "use client": useMemo also exists in React's server build, so this is a
// shared component — rendered on the server in read-only pages and in the
// browser when a client form uses it for live preview.

// Tailwind has no typography plugin here, so the rendered elements are styled
// through arbitrary descendant variants.
const contentClasses = [
  // Nothing drawn inside (a formula moved by \raisebox or \kern, within maths-budget.ts' limits) paints
  // outside the view; the small margin keeps focus rings and descenders whole.
  "text-sm leading-relaxed break-words overflow-clip [overflow-clip-margin:4px]",
  // relative: KaTeX's hidden MathML is absolutely placed, and only its containing block's overflow clips it.
  "[&_.katex-display]:relative [&_.katex-display]:overflow-x-auto",
  "[&_.katex-display]:overflow-y-hidden [&_.katex-display]:max-h-[40rem]",
  "[&_p]:my-2 [&_ul]:my-2 [&_ol]:my-2 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6",
  "[&_.contains-task-list]:list-none [&_.contains-task-list]:pl-1 [&_.task-list-item_input]:mr-2",
  "[&_h1]:mt-4 [&_h1]:mb-2 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold",
  "[&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:font-semibold [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold",
  "[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2",
  "[&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.9em]",
  "[&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_table]:my-2 [&_table]:w-full [&_table]:border-collapse [&_table]:text-left",
  "[&_th]:border [&_th]:bg-muted [&_th]:px-2 [&_th]:py-1 [&_th]:font-semibold [&_td]:border [&_td]:px-2 [&_td]:py-1",
  "[&_hr]:my-4 [&_del]:text-muted-foreground",
  "[&_img]:my-2 [&_img]:inline-block [&_img]:max-w-full [&_img]:h-auto [&_img]:rounded-md",
  "[&_video]:my-2 [&_video]:block [&_video]:max-w-full [&_video]:rounded-md [&_audio]:my-2 [&_audio]:block [&_audio]:w-full",
  "[&_iframe]:my-2 [&_iframe]:block [&_iframe]:h-[32rem] [&_iframe]:w-full [&_iframe]:rounded-md [&_iframe]:border",
  "[&_.footnotes]:mt-4 [&_.footnotes]:border-t [&_.footnotes]:pt-2 [&_.footnotes]:text-xs [&_.sr-only]:sr-only",
].join(" ");

export type MarkdownViewProps = {
  /** Markdown written by an author; rendered through the sanitising pipeline. */
  source: string;
  className?: string;
};

/** Renders question-bank markdown (GFM + embedded media) as sanitised HTML. */
export function MarkdownView({ source, className }: MarkdownViewProps) {
  // Re-rendering on every parent render would re-parse; only the source matters.
  const html = useMemo(() => renderMarkdown(source), [source]);
  // The HTML comes out of rehype-sanitize with a strict schema, so injecting it is safe.
  return (
    <div
      data-slot="markdown-view"
      className={cn(contentClasses, className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
