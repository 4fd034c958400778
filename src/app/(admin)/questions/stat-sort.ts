import type { QuestionList } from "@/server/questions-db/list-schema";

export type QuestionRow = QuestionList["items"][number];
export const statColumns = ["times_seen", "times_answered", "first_attempt_facility"] as const;
export type StatColumn = (typeof statColumns)[number];
export type StatSort = { column: StatColumn; direction: "ascending" | "descending" } | null;

/** The next sort when a stat header is clicked: descending first (the most useful), then ascending, then off. */
export function nextStatSort(current: StatSort, column: StatColumn): StatSort {
  if (current?.column !== column) return { column, direction: "descending" };
  return current.direction === "descending" ? { column, direction: "ascending" } : null;
}

/** The loaded rows in the chosen stat order (stable; rows without a value last), or as loaded. */
export function sortRows(rows: readonly QuestionRow[], sort: StatSort): readonly QuestionRow[] {
  if (!sort) return rows;
  const sign = sort.direction === "ascending" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = a.row[sort.column];
      const y = b.row[sort.column];
      if (x === null || y === null) return x === y ? a.index - b.index : x === null ? 1 : -1;
      return (x - y) * sign || a.index - b.index;
    })
    .map(({ row }) => row);
}
