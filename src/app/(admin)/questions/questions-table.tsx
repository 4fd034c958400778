"use client";

import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { markdownToPlainText } from "./plain-text";
import { RowActions } from "./row-actions";
import { statColumns, type QuestionRow, type StatColumn, type StatSort } from "./stat-sort";

type Props = {
  rows: readonly QuestionRow[];
  selected: ReadonlySet<string>;
  onSelect: (rows: readonly QuestionRow[], checked: boolean) => void;
  statSort: StatSort;
  onStatSort: (column: StatColumn) => void;
  onError: (message: string | null) => void;
};

const statLabel = {
  times_seen: "columns.timesSeen",
  times_answered: "columns.timesAnswered",
  first_attempt_facility: "columns.facility",
} as const;

function StatHead({
  label,
  active,
  onSort,
}: {
  label: string;
  active: "ascending" | "descending" | undefined;
  onSort: () => void;
}) {
  const Icon = active === "ascending" ? ArrowUp : active === "descending" ? ArrowDown : ArrowUpDown;
  return (
    <TableHead aria-sort={active ?? "none"} className="text-right">
      <button
        type="button"
        onClick={onSort}
        className="inline-flex items-center gap-1 rounded-sm hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {label}
        <Icon className="size-3.5" aria-hidden />
      </button>
    </TableHead>
  );
}

/** The loaded questions; the stat columns sort the loaded rows in the browser (aria-sort tells which). */
export function QuestionsTable({ rows, selected, onSelect, statSort, onStatSort, onError }: Props) {
  const t = useTranslations("questions");
  const format = useFormatter();
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));

  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">
            <input
              type="checkbox"
              aria-label={t("table.selectAll")}
              checked={allSelected}
              onChange={(e) => onSelect(rows, e.target.checked)}
              className="size-4 accent-primary"
            />
          </TableHead>
          <TableHead>{t("columns.description")}</TableHead>
          <TableHead>{t("columns.type")}</TableHead>
          <TableHead>{t("columns.difficulty")}</TableHead>
          <TableHead>{t("columns.discipline")}</TableHead>
          <TableHead>{t("columns.subject")}</TableHead>
          <TableHead>{t("columns.source")}</TableHead>
          <TableHead>{t("columns.created")}</TableHead>
          {statColumns.map((column) => (
            <StatHead
              key={column}
              label={t(statLabel[column])}
              active={statSort?.column === column ? statSort.direction : undefined}
              onSort={() => onStatSort(column)}
            />
          ))}
          <TableHead>
            <span className="sr-only">{t("columns.actions")}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => {
          const n = index + 1;
          const text = markdownToPlainText(row.description);
          return (
            <TableRow
              key={row.id}
              data-state={selected.has(row.id) ? "selected" : undefined}
              className="data-[state=selected]:bg-muted"
            >
              <TableCell>
                <input
                  type="checkbox"
                  aria-label={t("table.selectRow", { n })}
                  checked={selected.has(row.id)}
                  onChange={(e) => onSelect([row], e.target.checked)}
                  className="size-4 accent-primary"
                />
              </TableCell>
              <TableCell className="max-w-sm min-w-64 whitespace-normal">
                <p className="line-clamp-2" title={text}>
                  {text}
                </p>
              </TableCell>
              <TableCell>{t(`types.${row.type}`)}</TableCell>
              <TableCell>{row.difficulty ? t(`difficulties.${row.difficulty}`) : t("none")}</TableCell>
              <TableCell>{row.discipline_name}</TableCell>
              <TableCell className="max-w-48 truncate" title={row.subject_name}>
                {row.subject_name}
              </TableCell>
              <TableCell className="max-w-48 truncate" title={row.source}>
                {row.source}
              </TableCell>
              <TableCell>{format.dateTime(new Date(row.created_at), { dateStyle: "short" })}</TableCell>
              <TableCell className="text-right tabular-nums">{format.number(row.times_seen)}</TableCell>
              <TableCell className="text-right tabular-nums">{format.number(row.times_answered)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {row.first_attempt_facility === null
                  ? t("none")
                  : format.number(row.first_attempt_facility, { style: "percent", maximumFractionDigits: 0 })}
              </TableCell>
              <TableCell>
                <RowActions questionId={row.id} n={n} onError={onError} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
