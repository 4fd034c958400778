import { TableHead, TableHeader, TableRow } from "@/components/ui/table";

/** A column's heading: its label alone, or with the classes of its cells (width, alignment). */
export type Column = string | { label: string; className: string };

type Props = {
  columns: readonly Column[];
  /** The last column's label, of the row's buttons: for screen readers only. */
  actions?: string;
};

/** The header of a table: one heading a column, then the actions' column, if any, named for screen readers. */
export function TableHeaderRow({ columns, actions }: Props) {
  return (
    <TableHeader>
      <TableRow>
        {columns.map((column) =>
          typeof column === "string" ? (
            <TableHead key={column}>{column}</TableHead>
          ) : (
            <TableHead key={column.label} className={column.className}>
              {column.label}
            </TableHead>
          ),
        )}
        {actions !== undefined && (
          <TableHead>
            <span className="sr-only">{actions}</span>
          </TableHead>
        )}
      </TableRow>
    </TableHeader>
  );
}
