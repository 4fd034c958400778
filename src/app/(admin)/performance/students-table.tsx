"use client";

import { useState } from "react";
import { ArrowDown, ArrowUp, ArrowUpDown, Download } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { dayValue } from "@/lib/time/day-bounds";
import { useUserTimeZone } from "@/lib/time/use-user-time-zone";
import { zonedDay } from "@/lib/time/zoned-time";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import {
  download,
  fullName,
  sortStudents,
  statColumns,
  studentsCsv,
  type Sort,
  type SortKey,
  type StatKey,
  type Student,
} from "./columns";

type Props = { students: Student[]; busy: boolean; onSelect: (student: Student) => void };

/** One row per student with every statistic of spec 2.9; headers sort, names open the timeline. */
export function StudentsTable({ students, busy, onSelect }: Props) {
  const t = useTranslations("performance");
  const format = useFormatter();
  const timeZone = useUserTimeZone();
  const [sort, setSort] = useState<Sort>({ key: "name", direction: "ascending" });
  const rows = sortStudents(students, sort);
  const statLabels = Object.fromEntries(statColumns.map((c) => [c.key, t(`columns.${c.key}`)])) as Record<
    StatKey,
    string
  >;

  function toggle(key: SortKey) {
    setSort((s) =>
      s.key === key
        ? { key, direction: s.direction === "ascending" ? "descending" : "ascending" }
        : { key, direction: key === "name" ? "ascending" : "descending" },
    );
  }

  function exportCsv() {
    const csv = studentsCsv(rows, {
      id: t("csvId"),
      firstName: t("csvFirstName"),
      lastName: t("csvLastName"),
      stats: statLabels,
    });
    const fileName = `${t("csvFileName")}-${dayValue(zonedDay(Date.now(), timeZone).dayMs)}.csv`;
    download(csv, fileName);
    toast.success(t("exported", { file: fileName }));
  }

  const header = (key: SortKey, label: string, numeric: boolean) => {
    const active = sort.key === key;
    const Icon = !active ? ArrowUpDown : sort.direction === "ascending" ? ArrowUp : ArrowDown;
    return (
      <TableHead
        key={key}
        aria-sort={active ? sort.direction : undefined}
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
        <p className="text-sm text-muted-foreground">{t("studentCount", { count: students.length })}</p>
        <Button type="button" variant="outline" size="sm" onClick={exportCsv} disabled={students.length === 0}>
          <Download aria-hidden />
          {t("exportCsv")}
        </Button>
      </div>
      {students.length === 0 ? (
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
                    {format.number(student[c.key], { maximumFractionDigits: c.decimals })}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
