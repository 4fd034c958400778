import type { z } from "zod";
import type { AppDeps } from "@/server/app-deps";
import type { Scope } from "@/server/scope/scope";
import { rowsResponse, type ReportFormat } from "./format/rows-response";
import { selectList, type SqlField } from "./format/sql-fields";
import { reportFileName, reportSchools } from "./report-scope";
import type { workloadInput } from "./schema";

const fields: SqlField[] = [
  { key: "teacher_name", header: "Professor", width: 28, sql: "t.first_name || ' ' || t.last_name" },
  { key: "teacher_email", header: "E-mail do professor", width: 30, sql: "t.email" },
  { key: "weekly_minutes", header: "Minutos semanais", width: 16, sql: "sum(ts.end_minute - ts.start_minute)::int" },
  { key: "discipline_name", header: "Disciplina", width: 24, sql: "d.name" },
];

/** Weekly minutes per teacher and discipline, summed from the teachers' weekly schedules. */
export const workloadSql = `
  SELECT ${selectList(fields)}
  FROM teacher_schedules ts
  JOIN users t ON t.id = ts.teacher_id
  JOIN disciplines d ON d.id = ts.discipline_id
  WHERE ($1::uuid[] IS NULL OR ts.school_id = ANY($1::uuid[]))
  GROUP BY t.id, t.first_name, t.last_name, t.email, d.id, d.name
  ORDER BY teacher_name, t.email, discipline_name`;

type WorkloadRecord = { teacher_name: string; teacher_email: string; weekly_minutes: number; discipline_name: string };

export async function workloadRecords(deps: AppDeps, scope: Scope, input: z.output<typeof workloadInput>): Promise<WorkloadRecord[]> {
  const schools = reportSchools(scope, input.school_ids);
  return (await deps.db.pool.query<WorkloadRecord>(workloadSql, [schools])).rows;
}

/** POST /reports/bookings-workload: an aggregation, small whatever the data, read in one query. */
export async function workloadReport(deps: AppDeps, scope: Scope, input: z.output<typeof workloadInput>, format: ReportFormat): Promise<Response> {
  const rows = await workloadRecords(deps, scope, input);
  async function* one() {
    yield format === "json" ? rows.map((row) => ({ json: JSON.stringify(row) })) : rows;
  }
  return rowsResponse({ format, fields, batches: one(), fileName: reportFileName("carga-horaria"), sheetName: "Carga horária" });
}
