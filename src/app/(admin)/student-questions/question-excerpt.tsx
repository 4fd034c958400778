import { plainExcerpt } from "@/lib/markdown/plain-excerpt";

const excerptLength = 160;

/**
 * A student's question as the list shows it: the bank list's excerpt of its text (plainExcerpt), in one place so
 * that the list takes whatever excerpt the bank adopts (rendered maths) by changing this component alone.
 */
export function QuestionExcerpt({ source, empty }: { source: string; empty: string }) {
  return <>{plainExcerpt(source, excerptLength) || empty}</>;
}
