import type { QuestionList } from "@/server/questions-db/list-schema";
import type { QuestionSort } from "./labels";

export type QuestionRow = QuestionList["items"][number];
export const statColumns = ["times_seen", "times_answered", "first_attempt_facility"] as const;
export type StatColumn = (typeof statColumns)[number];

/** The list's sort after a stat header is clicked: descending first (the most useful), then ascending, then the default. */
export function nextStatSort(current: QuestionSort, column: StatColumn): QuestionSort | null {
  if (current === `-${column}`) return column;
  if (current === column) return null;
  return `-${column}`;
}

/** How a stat column is sorted now, as aria-sort says it. */
export function statSortState(current: QuestionSort, column: StatColumn) {
  return current === column ? "ascending" : current === `-${column}` ? "descending" : undefined;
}
