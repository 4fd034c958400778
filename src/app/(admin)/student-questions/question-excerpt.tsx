import { MarkdownExcerpt } from "@/components/markdown/markdown-excerpt";

const excerptLength = 160;

/**
 * A student's question as the list shows it: the bank list's excerpt of its text (MarkdownExcerpt, maths drawn), in
 * one place so that the list follows whatever excerpt the bank shows.
 */
export function QuestionExcerpt({ source, empty }: { source: string; empty: string }) {
  return <MarkdownExcerpt source={source} max={excerptLength} fallback={empty} />;
}
