"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { RowLinkCell } from "@/components/list/row-link-cell";
import { TableHeaderRow } from "@/components/list/table-header-row";
import type { StudentQuestionListItem } from "@/server/student-questions/list-schema";
import { questionHref } from "./list-href";
import { QuestionExcerpt } from "./question-excerpt";
import type { StudentQuestionFilters } from "./student-question-list-params";

/** `filters`: the list's, which each question's page links back to. */
type Props = { rows: readonly StudentQuestionListItem[]; now: Date; filters: StudentQuestionFilters };

/**
 * The loaded students' questions in the server's order: a table from lg up, one card per question below. Each
 * opens the question's read-only page; its age is from now, its date in the school's zone.
 */
export function StudentQuestionsTable({ rows, now, filters }: Props) {
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

  return (
    <div className="grid gap-2">
      <div className="hidden lg:block">
        {/* Auto layout: the question takes the room the other columns, kept to their content, leave. */}
        <Table>
          <TableHeaderRow
            columns={[
              { label: t("columns.question"), className: "w-full min-w-56" },
              t("columns.status"),
              t("columns.age"),
              { label: t("columns.student"), className: "min-w-32" },
              { label: t("columns.teacher"), className: "min-w-28" },
              t("columns.group"),
              { label: t("columns.discipline"), className: "min-w-32" },
            ]}
            actions={t("columns.open")}
          />
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
