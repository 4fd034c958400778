import type { StatKey, StudentFigures } from "@/server/performance/schema";
import { csvRow, utf8Bom } from "@/server/reports/format/csv";

export type Student = StudentFigures;

/** The statistics of spec 2.9, in table order; `label` is a message key under "performance.columns". */
export const statColumns = [
  { key: "total_exams_count", decimals: 0 },
  { key: "total_quizzes_count", decimals: 0 },
  { key: "total_questions_seen_count", decimals: 0 },
  { key: "total_questions_answered_count", decimals: 0 },
  { key: "correct_answers_count", decimals: 0 },
  { key: "average_answer_time", decimals: 1 },
  { key: "average_answers_until_correct", decimals: 2 },
] as const satisfies readonly { key: StatKey; decimals: number }[];

export type { StatKey };
export type SortKey = "name" | StatKey;

export const fullName = (s: Pick<Student, "first_name" | "last_name">) => `${s.first_name} ${s.last_name}`.trim();

/** The table as CSV (RFC 4180, formulas neutralised) with a BOM for spreadsheets. */
export function studentsCsv(
  rows: readonly Student[],
  header: { id: string; firstName: string; lastName: string; stats: Record<StatKey, string> },
): string {
  const head = csvRow([header.id, header.firstName, header.lastName, ...statColumns.map((c) => header.stats[c.key])]);
  const body = rows.map((s) => csvRow([s.id, s.first_name, s.last_name, ...statColumns.map((c) => s[c.key])])).join("");
  return `${utf8Bom}${head}${body}`;
}
