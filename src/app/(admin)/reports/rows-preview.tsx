"use client";

import { useQuery } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useTRPC } from "@/lib/trpc/client";
import { PreviewError } from "./preview-error";
import type { RowReportRequest } from "./report-kinds";

/** The columns shown in the preview (the file has them all); message keys under "reports.columns". */
const previewColumns = {
  questions: [
    "question_created_at",
    "school",
    "group",
    "student_name",
    "teacher_name",
    "question_discipline",
    "question_subject",
    "question_status",
    "answer_rating",
  ],
  bookings: [
    "scheduled_for",
    "school_name",
    "group_name",
    "student_name",
    "teacher_name",
    "discipline_name",
    "booking_room_name",
    "duration",
    "status",
  ],
  "bookings-workload": ["teacher_name", "teacher_email", "discipline_name", "weekly_minutes"],
} as const satisfies Record<RowReportRequest["report"], readonly string[]>;

const isoTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The first rows of a row report (reports.preview). */
export function RowsPreview({ request }: { request: RowReportRequest }) {
  const t = useTranslations("reports");
  const tCommon = useTranslations("common");
  const format = useFormatter();
  const trpc = useTRPC();
  const rows = useQuery(trpc.reports.preview.queryOptions(request));
  const columns = previewColumns[request.report];

  const cell = (value: unknown): string => {
    if (value === null || value === undefined || value === "") return "—";
    if (typeof value === "boolean") return value ? t("yes") : t("no");
    if (typeof value === "number") return format.number(value);
    if (typeof value === "string" && isoTimestamp.test(value))
      return format.dateTime(new Date(value), { dateStyle: "short", timeStyle: "short" });
    return String(value);
  };

  if (rows.isPending) return <p className="text-sm text-muted-foreground">{tCommon("loading")}</p>;
  if (rows.isError) return <PreviewError error={rows.error} />;
  if (rows.data.length === 0) return <p className="text-sm text-muted-foreground">{t("previewEmpty")}</p>;
  return (
    <Table>
      <TableCaption>{t("previewCaption", { count: rows.data.length })}</TableCaption>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column}>{t(`columns.${column}`)}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.data.map((row, index) => (
          <TableRow key={index}>
            {columns.map((column) => (
              <TableCell
                key={column}
                className={typeof row[column] === "number" ? "text-right tabular-nums" : undefined}
              >
                {cell(row[column])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
