"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { RowLinkCell } from "@/components/list/row-link-cell";
import type { StudentQuestionListItem } from "@/server/student-questions/list-schema";
import { questionHref } from "./list-href";
import { QuestionExcerpt } from "./question-excerpt";
import { SortHead } from "@/components/list/sort-head";
import { nextSort, sortState, type SortColumn } from "./sort-cycle";
import type { StudentQuestionFilters } from "./student-question-list-params";

/** `filters`: the list's, which each question's page links back to; `onSort` sets the list's sort (null: default). */
type Props = {
  rows: readonly StudentQuestionListItem[];
  now: Date;
  filters: StudentQuestionFilters;
  onSort: (sort: StudentQuestionFilters["sort"] | null) => void;
};

/**
 * The loaded students' questions in the server's order: a table from lg up, one card per question below. Each
 * opens the question's read-only page; its age is from now, its date in the school's zone.
 */
export function StudentQuestionsTable({ rows, now, filters, onSort }: Props) {
  const t = useTranslations("studentQuestions");
  const tStatus = useTranslations("studentQuestion.status");
  const format = useFormatter();
  const age = (row: StudentQuestionListItem) => format.relativeTime(new Date(row.created_at), now);
  const created = (row: StudentQuestionListItem) =>
    format.dateTime(new Date(row.created_at), { dateStyle: "short", timeStyle: "short", timeZone: row.time_zone });
  const href = (row: StudentQuestionListItem) => questionHref(row.id, filters);
  const student = (row: StudentQuestionListItem) => (
    <>
      {row.student.name}
      {row.anonymous && (
        <Badge variant="outline" className="ml-1">
          {t("anonymous")}
        </Badge>
      )}
    </>
  );
  const teacher = (row: StudentQuestionListItem) => row.teacher?.name ?? t("noTeacher");
  const classification = (row: StudentQuestionListItem) =>
    [row.discipline.name, row.subject?.name].filter(Boolean).join(" · ");

  // Every column but the question's text sorts the list by what it shows.
  const sortable: { column: SortColumn; label: string; className?: string }[] = [
    { column: "status", label: t("columns.status") },
    { column: "created_at", label: t("columns.age") },
    { column: "student", label: t("columns.student"), className: "min-w-32" },
    { column: "teacher", label: t("columns.teacher"), className: "min-w-28" },
    { column: "group", label: t("columns.group") },
    { column: "discipline", label: t("columns.discipline"), className: "min-w-32" },
  ];

  return (
    <div className="grid gap-2">
      <div className="hidden lg:block">
        {/* Auto layout: the question takes the room the other columns, kept to their content, leave. */}
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="w-full min-w-56">{t("columns.question")}</TableHead>
              {sortable.map(({ column, label, className }) => (
                <SortHead
                  key={column}
                  label={label}
                  className={className}
                  state={sortState(filters.sort, column)}
                  onSort={() => onSort(nextSort(filters.sort, column))}
                />
              ))}
              <TableHead>
                <span className="sr-only">{t("columns.open")}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell className="whitespace-normal">
                  <span className="line-clamp-2">
                    <QuestionExcerpt source={row.description} empty={t("noText")} />
                  </span>
                </TableCell>
                <TableCell>
                  <Badge variant="secondary">{tStatus(row.status)}</Badge>
                </TableCell>
                <TableCell>
                  <time dateTime={row.created_at} title={created(row)}>
                    {age(row)}
                  </time>
                </TableCell>
                <TableCell className="whitespace-normal">{student(row)}</TableCell>
                <TableCell className="whitespace-normal">{teacher(row)}</TableCell>
                <TableCell>{row.group.name}</TableCell>
                <TableCell className="whitespace-normal">{classification(row)}</TableCell>
                <RowLinkCell href={href(row)} name={t("rowName", { student: row.student.name, age: age(row) })}>
                  {t("open")}
                </RowLinkCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="grid gap-3 lg:hidden">
        {rows.map((row) => (
          <li key={row.id} className="grid gap-2 rounded-md border p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">{tStatus(row.status)}</Badge>
              <time dateTime={row.created_at} title={created(row)} className="text-xs text-muted-foreground">
                {age(row)}
              </time>
            </div>
            <Link href={href(row)} className="line-clamp-3 font-medium break-words hover:underline">
              <QuestionExcerpt source={row.description} empty={t("noText")} />
            </Link>
            <p className="text-xs break-words text-muted-foreground">
              {student(row)} · {teacher(row)} · {row.group.name} · {classification(row)}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
