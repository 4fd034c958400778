"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { SortHead } from "@/components/list/sort-head";
import { MarkdownExcerpt } from "@/components/markdown/markdown-excerpt";
import type { QuestionSort } from "./labels";
import { RowActions } from "./row-actions";
import { statSortState, type QuestionRow, type StatColumn } from "./stat-sort";
import { useColumnChoice, type OptionalColumn } from "./use-column-choice";

type Props = {
  rows: readonly QuestionRow[];
  selected: ReadonlySet<string>;
  onSelect: (rows: readonly QuestionRow[], checked: boolean) => void;
  sort: QuestionSort;
  onStatSort: (column: StatColumn) => void;
  onError: (message: string | null) => void;
};

const statLabel = {
  times_seen: "columns.timesSeen",
  times_answered: "columns.timesAnswered",
  first_attempt_facility: "columns.facility",
} as const;
const excerptLength = 180;

/**
 * The loaded questions, sorted by the server (a stat header sets the list's sort). From md up a table whose
 * columns fit at 1280 px (secondary ones behind the column chooser); below, one card per question.
 */
export function QuestionsTable({ rows, selected, onSelect, sort, onStatSort, onError }: Props) {
  const t = useTranslations("questions");
  const format = useFormatter();
  const choice = useColumnChoice();
  const shows = (column: OptionalColumn) => choice.shown.has(column);
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const stats = (["times_seen", "times_answered", "first_attempt_facility"] as const).filter(
    (column) => column !== "times_seen" || shows("times_seen"),
  );
  const facility = (row: QuestionRow) =>
    row.first_attempt_facility === null
      ? t("none")
      : format.number(row.first_attempt_facility, { style: "percent", maximumFractionDigits: 0 });
  const classification = (row: QuestionRow) =>
    [row.discipline_name, row.subject_name, row.source].filter(Boolean).join(" · ");
  // The description's start as the student reads it, maths drawn (markdown-excerpt.ts).
  const excerpt = (row: QuestionRow) => (
    <MarkdownExcerpt source={row.description} max={excerptLength} fallback={t("none")} />
  );
  const statText = (row: QuestionRow, column: StatColumn) =>
    column === "first_attempt_facility" ? facility(row) : format.number(row[column]);
  // The row's checkbox, in the table and in the card; `n` names the row for screen readers.
  const selectBox = (row: QuestionRow, n: number, className: string) => (
    <input
      type="checkbox"
      aria-label={t("table.selectRow", { n })}
      checked={selected.has(row.id)}
      onChange={(e) => onSelect([row], e.target.checked)}
      className={className}
    />
  );

  return (
    <div className="grid gap-2">
      <div className="hidden md:block">
        <Table className="table-fixed">
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
              <TableHead className="w-28 whitespace-normal">{t("columns.type")}</TableHead>
              {shows("created") && <TableHead className="w-24">{t("columns.created")}</TableHead>}
              {stats.map((column) => (
                <SortHead
                  key={column}
                  label={t(statLabel[column])}
                  state={statSortState(sort, column) ?? "none"}
                  onSort={() => onStatSort(column)}
                  className="w-24 text-right whitespace-normal"
                />
              ))}
              <TableHead className="w-52">
                <span className="sr-only">{t("columns.actions")}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row, index) => {
              const n = index + 1;
              return (
                <TableRow
                  key={row.id}
                  data-state={selected.has(row.id) ? "selected" : undefined}
                  className="data-[state=selected]:bg-muted"
                >
                  <TableCell>{selectBox(row, n, "size-4 accent-primary")}</TableCell>
                  <TableCell className="whitespace-normal">
                    <Link href={`/questions/${row.id}`} className="line-clamp-2 font-medium hover:underline">
                      {excerpt(row)}
                    </Link>
                    <p className="truncate text-xs text-muted-foreground" title={classification(row)}>
                      {classification(row)}
                    </p>
                  </TableCell>
                  <TableCell className="whitespace-normal">
                    {t(`types.${row.type}`)}
                    <span className="block text-xs text-muted-foreground">
                      {row.difficulty ? t(`difficulties.${row.difficulty}`) : t("none")}
                    </span>
                  </TableCell>
                  {shows("created") && (
                    <TableCell>{format.dateTime(new Date(row.created_at), { dateStyle: "short" })}</TableCell>
                  )}
                  {stats.map((column) => (
                    <TableCell key={column} className="text-right tabular-nums">
                      {statText(row, column)}
                    </TableCell>
                  ))}
                  <TableCell>
                    <RowActions questionId={row.id} n={n} onError={onError} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <ul className="grid gap-3 md:hidden">
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            <li key={row.id} className="grid gap-2 rounded-md border p-3 text-sm">
              <div className="flex items-start gap-2">
                {selectBox(row, n, "mt-0.5 size-4 shrink-0 accent-primary")}
                <Link
                  href={`/questions/${row.id}`}
                  className="line-clamp-3 min-w-0 font-medium break-words hover:underline"
                >
                  {excerpt(row)}
                </Link>
              </div>
              <p className="text-xs break-words text-muted-foreground">
                {t(`types.${row.type}`)} · {row.difficulty ? t(`difficulties.${row.difficulty}`) : t("none")} ·{" "}
                {classification(row)}
              </p>
              <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
                {(["times_seen", "times_answered", "first_attempt_facility"] as const).map((column) => (
                  <div key={column} className="flex gap-1">
                    <dt className="text-muted-foreground">{t(statLabel[column])}:</dt>
                    <dd className="tabular-nums">{statText(row, column)}</dd>
                  </div>
                ))}
              </dl>
              <RowActions questionId={row.id} n={n} onError={onError} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
