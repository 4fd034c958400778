import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { TableHead } from "@/components/ui/table";
import { cn } from "@/lib/utils";

type Props = { label: string; state: "ascending" | "descending" | "none"; onSort: () => void; className?: string };

/** A column's header that sorts its list by it (the URL's `sort`), its state in aria-sort and an arrow. */
export function SortHead({ label, state, onSort, className }: Props) {
  const Icon = state === "ascending" ? ArrowUp : state === "descending" ? ArrowDown : ArrowUpDown;
  return (
    <TableHead aria-sort={state} className={className}>
      <button
        type="button"
        onClick={onSort}
        className={cn(
          "inline-flex items-center gap-1 rounded-sm hover:text-foreground focus-visible:ring-2",
          "focus-visible:ring-ring focus-visible:outline-none",
        )}
      >
        {label}
        <Icon className="size-3.5 shrink-0" aria-hidden />
      </button>
    </TableHead>
  );
}
