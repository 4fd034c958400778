"use client";

import type { ReactNode } from "react";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { fullName, statColumns, type SortKey, type StatKey, type Student } from "./columns";
import { figureApplies } from "@/server/performance/figure-applies";
import { Pagination } from "@/components/list/pagination";

export type Sort = { sort: SortKey; direction: "asc" | "desc" };

type Props = {
  students: Student[];
  total: number;
  page: number;
  pageSize: number;
  sort: Sort;
  busy: boolean;
  onSort: (sort: Sort) => void;
  onPage: (page: number) => void;
  onSelect: (student: Student) => void;
  /** The list's export, beside its count. */
  exporter: ReactNode;
};

const ariaSort = { asc: "ascending", desc: "descending" } as const;

/**
 * One page of students with every statistic of spec 2.9, sorted and paged by the server; headers
 * sort, names open the timeline.
 */
export function StudentsTable({
  students: rows,
  total,
  page,
  pageSize,
  sort,
  busy,
  onSort,
  onPage,
  onSelect,
  exporter,
}: Props) {
  const t = useTranslations("performance");
  const format = useFormatter();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const statLabels = Object.fromEntries(statColumns.map((c) => [c.key, t(`columns.${c.key}`)])) as Record<
    StatKey,
    string
  >;

  function toggle(key: SortKey) {
    onSort(
      sort.sort === key
        ? { sort: key, direction: sort.direction === "asc" ? "desc" : "asc" }
        : { sort: key, direction: key === "name" ? "asc" : "desc" },
    );
  }

  // No figure (an average over nothing) is never shown as a zero: "—", or "não se aplica" with no question allowing
  // multiple answers; the export leaves the cell empty by the same rule (figure-applies.ts).
  const figure = (student: Student, c: (typeof statColumns)[number]) => {
    const value = student[c.key];
    if (value !== null && figureApplies(student, c.key))
      return format.number(value, { maximumFractionDigits: c.decimals });
    const none = c.key === "average_answers_until_correct" ? t("notApplicable") : "—";
    return <span className="text-muted-foreground">{none}</span>;
  };

  const header = (key: SortKey, label: string, numeric: boolean) => {
    const active = sort.sort === key;
    const Icon = !active ? ArrowUpDown : sort.direction === "asc" ? ArrowUp : ArrowDown;
    return (
      <TableHead
        key={key}
        aria-sort={active ? ariaSort[sort.direction] : undefined}
        className={numeric ? "text-right" : undefined}
      >
        <button
          type="button"
          onClick={() => toggle(key)}
          className="inline-flex items-center gap-1 rounded-sm whitespace-normal hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {label}
          <Icon className="size-3.5 shrink-0" aria-hidden />
        </button>
      </TableHead>
    );
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">{t("studentCount", { count: total })}</p>
        {rows.length > 0 && exporter}
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("noStudents")}</p>
      ) : (
        <Table aria-busy={busy || undefined}>
          <TableCaption className="sr-only">{t("tableCaption")}</TableCaption>
          <TableHeader>
            <TableRow>
              {header("name", t("columns.name"), false)}
              {statColumns.map((c) => header(c.key, statLabels[c.key], true))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((student) => (
              <TableRow key={student.id}>
                <TableCell>
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    onClick={() => onSelect(student)}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {fullName(student)}
                  </button>
                </TableCell>
                {statColumns.map((c) => (
                  <TableCell key={c.key} className="text-right tabular-nums">
                    {figure(student, c)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {pages > 1 && (
        <Pagination
          page={page}
          pages={pages}
          onPage={onPage}
          summary={t("pageOf", { page, pages })}
          messages="performance"
        />
      )}
    </div>
  );
}
