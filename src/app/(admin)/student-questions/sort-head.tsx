import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { TableHead } from "@/components/ui/table";
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

type Props = { label: string; state: "ascending" | "descending" | "none"; onSort: () => void; className?: string };

/** A column's header that sorts the list by it (the URL's `sort`), its state in aria-sort and an arrow. */
export function SortHead({ label, state, onSort, className }: Props) {
  const Icon = state === "ascending" ? ArrowUp : state === "descending" ? ArrowDown : ArrowUpDown;
  return (
    <TableHead aria-sort={state} className={className}>
      <button
        type="button"
        onClick={onSort}
        className="inline-flex items-center gap-1 rounded-sm hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {label}
        <Icon className="size-3.5 shrink-0" aria-hidden />
      </button>
    </TableHead>
  );
}
