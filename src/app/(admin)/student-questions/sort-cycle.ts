import type { StudentQuestionFilters } from "./student-question-list-params";

type Sort = StudentQuestionFilters["sort"];
export type SortColumn = "created_at" | "status" | "student" | "teacher" | "group" | "discipline";

/**
 * The sort after a column's header is clicked: the age goes from the default (newest first) to the oldest first and
 * back; the others A to Z (a status: waiting first), then the other way, then the default (null).
 */
export function nextSort(current: Sort, column: SortColumn): Sort | null {
  if (column === "created_at") return current === "created_at" ? null : "created_at";
  if (current === column) return `-${column}`;
  if (current === `-${column}`) return null;
  return column;
}

/** How a column is sorted now, as aria-sort says it. */
export function sortState(current: Sort, column: SortColumn): "ascending" | "descending" | "none" {
  return current === column ? "ascending" : current === `-${column}` ? "descending" : "none";
}
