import { expressionBuilder, sql } from "kysely";
import type { z } from "zod";
import type { Discipline, TeacherSchedule, User } from "@/generated/kysely/types";
import type { Ctx } from "@/server/context";
import type { Kdb } from "@/server/db/kysely";
import type { Scope } from "@/server/scope/scope";
import { jsonValue } from "./format/json-value";
import { personFields } from "./format/person-fields";
import { recordSchema } from "./format/record-schema";
import { rowsResponse, type ReportOutput } from "./format/rows-response";
import { selection, type SqlField } from "./format/sql-fields";
import { reportFileName, reportSchoolsFilter } from "./report-scope";
import type { workloadInput } from "./schema";

type Tables = { ts: TeacherSchedule; t: User; d: Discipline };
const eb = expressionBuilder<Tables, keyof Tables>();

const fields: SqlField[] = [
  ...personFields("teacher", { widths: [28, 30] }),
  {
    key: "weekly_minutes",
    header: "Minutos semanais",
    headerEn: "Weekly minutes",
    width: 16,
    cell: { type: "integer" },
    json: jsonValue.integer.describe("Minutes per week"),
    value: sql<number>`sum(${eb.ref("ts.end_minute")} - ${eb.ref("ts.start_minute")})::int`,
  },
  { key: "discipline_name", header: "Disciplina", headerEn: "Discipline", width: 24, value: eb.ref("d.name") },
];

type Input = z.output<typeof workloadInput>;

/** Weekly minutes per teacher and discipline, summed from the teachers' weekly schedules. */
export function workloadQuery(kysely: Kdb, scope: Scope, input: Input) {
  return kysely
    .selectFrom("teacher_schedules as ts")
    .innerJoin("users as t", "t.id", "ts.teacher_id")
    .innerJoin("disciplines as d", "d.id", "ts.discipline_id")
    .select(selection(fields, "json"))
    .where((w) => reportSchoolsFilter(scope, input.school_ids, w.ref("ts.school_id")))
    .groupBy(["t.id", "t.first_name", "t.last_name", "t.email", "d.id", "d.name"])
    .orderBy(sql.ref("teacher_name"))
    .orderBy("t.email")
    .orderBy(sql.ref("discipline_name"));
}

/** A record of the JSON report (spec 2.4). */
export const workloadRecord = recordSchema(fields);
type WorkloadRecord = { teacher_name: string; teacher_email: string; weekly_minutes: number; discipline_name: string };

export async function workloadRecords(ctx: Ctx, input: Input): Promise<WorkloadRecord[]> {
  return (await workloadQuery(ctx.db.kysely, ctx.scope, input).execute()) as WorkloadRecord[];
}

/** POST /reports/bookings-workload: an aggregation, small whatever the data, read in one query. */
export async function workloadReport(ctx: Ctx, input: Input & ReportOutput): Promise<Response> {
  const { format } = input;
  const rows = await workloadRecords(ctx, input);
  async function* one() {
    yield format === "json" ? rows.map((row) => ({ json: JSON.stringify(row) })) : rows;
  }
  const fileName = reportFileName("carga-horaria");
  return rowsResponse({ ...input, fields, batches: one(), fileName, sheetName: "Carga horária" });
}
