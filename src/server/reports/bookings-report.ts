import type { z } from "zod";
import type { AppDeps } from "@/server/app-deps";
import type { Scope } from "@/server/scope/scope";
import { bookingStatusSql } from "./booking-status-sql";
import { cursorRows } from "./format/cursor-rows";
import type { ReportFormat } from "./format/rows-response";
import { dateTimeBrSql, labelSql, selectList, textOrEmpty, type SqlField } from "./format/sql-fields";
import { streamedReport } from "./format/streamed-report";
import { bookingStatusLabels } from "./labels";
import { reportFileName, reportSchools } from "./report-scope";
import type { bookingsReportInput } from "./schema";

const modalLabels = { ONLINE: "Online", IN_PERSON: "Presencial" };
const when = (instant: string) => dateTimeBrSql(instant, "sc.time_zone");

/** Spec 2.3, with the CSV column names in Portuguese (spec 4.1). duration: whole minutes of the meeting ("45"); empty without one. */
const fields: SqlField[] = ([
  { key: "id", header: "ID", sql: "b.id::text", kind: "plain" },
  { key: "school_name", header: "Escola", sql: "sc.name" },
  { key: "created_at", header: "Criado em", sql: when("b.created_at"), kind: "plain" },
  { key: "scheduled_for", header: "Agendado para", sql: when("b.scheduled_for"), kind: "plain" },
  { key: "start_time", header: "Início", sql: when("b.meeting_started_at"), kind: "plain" },
  { key: "end_time", header: "Fim", sql: when("b.meeting_ended_at"), kind: "plain" },
  { key: "duration", header: "Duração (min)", sql: textOrEmpty("round(extract(epoch FROM b.meeting_ended_at - b.meeting_started_at) / 60)::int"), kind: "plain" },
  { key: "student_external_id", header: "ID externo do aluno", sql: textOrEmpty("st.external_id") },
  { key: "student_name", header: "Aluno", sql: "st.first_name || ' ' || st.last_name" },
  { key: "student_email", header: "E-mail do aluno", sql: "st.email" },
  { key: "teacher_name", header: "Professor", sql: "t.first_name || ' ' || t.last_name" },
  { key: "teacher_email", header: "E-mail do professor", sql: "t.email" },
  { key: "group_name", header: "Turma", sql: "g.name" },
  { key: "discipline_name", header: "Disciplina", sql: "d.name" },
  { key: "booking_room_name", header: "Sala", sql: textOrEmpty("r.name") },
  { key: "booking_room_modal", header: "Modalidade", sql: labelSql("r.modal", modalLabels), kind: "plain" },
  { key: "rating_by_student", header: "Avaliação do aluno", sql: "b.rating_by_student", kind: "scalar" },
  { key: "rating_by_teacher", header: "Avaliação do professor", sql: "b.rating_by_teacher", kind: "scalar" },
  { key: "call_quality_rating_by_student", header: "Qualidade da chamada (aluno)", sql: "b.call_quality_rating_by_student", kind: "scalar" },
  { key: "call_quality_rating_by_teacher", header: "Qualidade da chamada (professor)", sql: "b.call_quality_rating_by_teacher", kind: "scalar" },
  { key: "status", header: "Status", sql: labelSql(bookingStatusSql("$4::timestamptz"), bookingStatusLabels), kind: "plain" },
  { key: "cancelled_at", header: "Cancelado em", sql: when("b.cancelled_at"), kind: "plain" },
  { key: "cancelled_by_name", header: "Cancelado por", sql: "CASE WHEN b.cancelled_at IS NULL THEN '' ELSE coalesce(c.first_name || ' ' || c.last_name, '') END" },
] satisfies SqlField[]).map((f) => ({ ...f, width: 20 }));

const fromWhere = `
  FROM bookings b
  JOIN schools sc ON sc.id = b.school_id
  JOIN users st ON st.id = b.student_id
  JOIN users t ON t.id = b.teacher_id
  JOIN groups g ON g.id = b.group_id
  JOIN disciplines d ON d.id = b.discipline_id
  LEFT JOIN booking_rooms r ON r.id = b.room_id
  LEFT JOIN users c ON c.id = b.cancelled_by_id
  WHERE b.scheduled_for >= $1 AND b.scheduled_for <= $2 AND ($3::uuid[] IS NULL OR b.school_id = ANY($3::uuid[]))
  ORDER BY b.scheduled_for, b.id`;

/** The report's rows, one typed column per field: what XLSX and the preview read, CSV and JSON wrap, and the benchmark COPYs. */
export const bookingsReportSql = `SELECT ${selectList(fields)} ${fromWhere}`;

export type BookingReportRecord = Record<string, string | number | null>;

const params = (scope: Scope, input: z.output<typeof bookingsReportInput>, now: Date) => [new Date(input.start_date), new Date(input.end_date), reportSchools(scope, input.school_ids), now];

/** The records in batches from a cursor; `now` decides what is past (tests pin it). */
export function bookingRecords(deps: AppDeps, scope: Scope, input: z.output<typeof bookingsReportInput>, now = new Date(), batchSize?: number) {
  return cursorRows<BookingReportRecord>(deps.db.pool, bookingsReportSql, params(scope, input, now), batchSize);
}

/** POST /reports/bookings: bookings whose scheduled time falls in the range. */
export function bookingsReport(deps: AppDeps, scope: Scope, input: z.output<typeof bookingsReportInput>, format: ReportFormat, now = new Date()): Promise<Response> {
  return streamedReport(deps.db.pool, format, { rowsSql: bookingsReportSql, params: params(scope, input, now), fields, fileName: reportFileName("agendamentos", input), sheetName: "Agendamentos" });
}
