import type { z } from "zod";
import en from "@/i18n/messages/en/performance.json";
import ptBR from "@/i18n/messages/pt-BR/performance.json";
import type { Ctx } from "@/server/context";
import { cursorRows } from "@/server/reports/format/cursor-rows";
import { dateIso } from "@/server/reports/format/dates";
import { rowsResponse, type ReportColumn, type ReportOutput } from "@/server/reports/format/rows-response";
import { reportFileName } from "@/server/reports/report-scope";
import { reportTimeZone } from "@/server/reports/report-time-zone";
import { now } from "@/server/time/now";
import { figureApplies } from "./figure-applies";
import { performanceQuery } from "./performance-query";
import { statKeys, studentsPageQuery, type StudentFigures } from "./schema";
import { performanceFilters } from "./users-performance";

/** The page's filters and sort, without its paging: the file holds every student the list pages through. */
export const studentsExportQuery = studentsPageQuery.omit({ page: true, page_size: true });
type StudentsExportQuery = z.output<typeof studentsExportQuery>;

const pt = ptBR.performance;
const english = en.performance;
const decimals = new Set<string>(["average_answer_time", "average_answers_until_correct"]);

/** The page's columns under the page's own labels: pt-BR in CSV (as every report), the reader's language in XLSX. */
const columns: ReportColumn[] = [
  { key: "id", header: pt.csvId, headerEn: english.csvId, width: 38 },
  { key: "first_name", header: pt.csvFirstName, headerEn: english.csvFirstName, width: 20 },
  { key: "last_name", header: pt.csvLastName, headerEn: english.csvLastName, width: 24 },
  ...statKeys.map((key) => ({
    key,
    header: pt.columns[key],
    headerEn: english.columns[key],
    width: 16,
    cell: { type: decimals.has(key) ? ("decimal" as const) : ("integer" as const) },
  })),
];

// Every student: the statement's page is the whole list, in the page's order.
const everyStudent = 2 ** 31 - 1;

/** A student's row as the files show it: a figure that does not apply is absent (an empty cell), never a zero. */
function fileRow(student: StudentFigures): Record<string, unknown> {
  const row: Record<string, unknown> = { ...student };
  for (const key of statKeys) if (!figureApplies(student, key)) row[key] = null;
  return row;
}

async function* fileRows(batches: AsyncIterable<StudentFigures[]>) {
  for await (const batch of batches) yield batch.map(fileRow);
}

async function* none(): AsyncGenerator<StudentFigures[]> {}

/**
 * GET /api/exams/users/export: the performance page's student list, every page of it in its order, as CSV, CSV for
 * Excel in Brazil or XLSX, written by the reports' writer (docs/performance.md, "The export").
 */
export async function studentsExport(ctx: Ctx, input: StudentsExportQuery & ReportOutput): Promise<Response> {
  const { sort, direction } = input;
  const filters = await performanceFilters(ctx, input);
  const timeZone = await reportTimeZone(ctx, {
    group_ids: input.group_ids,
    school_ids: input.school_id ? [input.school_id] : undefined,
  });
  const { start_date, end_date } = input;
  const fileName =
    start_date !== undefined && end_date !== undefined
      ? reportFileName(pt.csvFileName, { range: { start_date, end_date }, timeZone })
      : `${pt.csvFileName}_${dateIso(now(), timeZone)}`;
  const page = { sort, direction, offset: 0, limit: everyStudent };
  const students = filters
    ? cursorRows<StudentFigures>(
        ctx.db.pool,
        performanceQuery(ctx.db.kysely, { ...filters, activeOnly: true }, page),
        500,
      )
    : none();
  return rowsResponse({ ...input, fields: columns, batches: fileRows(students), fileName, sheetName: pt.title });
}
