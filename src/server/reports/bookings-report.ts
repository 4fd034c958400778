import type { z } from "zod";
import type { AppDeps } from "@/server/app-deps";
import type { Scope } from "@/server/scope/scope";
import { bookingStatusSql } from "./booking-status-sql";
import { cursorRows, mapBatches } from "./format/cursor-rows";
import { dateTimeBr } from "./format/dates";
import { rowsResponse, type Column, type ReportFormat } from "./format/rows-response";
import { bookingStatusLabels } from "./labels";
import { reportFileName, reportSchools } from "./report-scope";
import type { bookingsReportInput } from "./schema";

export const bookingsReportSql = `
  SELECT b.id, sc.name AS school_name, sc.time_zone, b.created_at, b.scheduled_for, b.meeting_started_at, b.meeting_ended_at,
    st.external_id AS student_external_id, st.first_name || ' ' || st.last_name AS student_name, st.email AS student_email,
    t.first_name || ' ' || t.last_name AS teacher_name, t.email AS teacher_email, g.name AS group_name, d.name AS discipline_name,
    r.name AS booking_room_name, r.modal::text AS booking_room_modal,
    b.rating_by_student, b.rating_by_teacher, b.call_quality_rating_by_student, b.call_quality_rating_by_teacher,
    ${bookingStatusSql("$4::timestamptz")} AS status,
    b.cancelled_at, c.first_name || ' ' || c.last_name AS cancelled_by_name
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

type Row = Record<string, unknown> & { time_zone: string; created_at: Date; scheduled_for: Date; meeting_started_at: Date | null; meeting_ended_at: Date | null; cancelled_at: Date | null; status: keyof typeof bookingStatusLabels };

const modalLabels: Record<string, string> = { ONLINE: "Online", IN_PERSON: "Presencial" };

/** Spec 2.3. duration: whole minutes of the meeting, as a string ("45"); empty without one. */
function toRecord(row: Row) {
  const when = (date: Date | null) => (date ? dateTimeBr(date, row.time_zone) : "");
  const rating = (value: unknown) => (value === null ? "" : (value as number));
  const duration = row.meeting_started_at && row.meeting_ended_at ? String(Math.round((row.meeting_ended_at.getTime() - row.meeting_started_at.getTime()) / 60_000)) : "";
  return {
    id: row.id as string,
    school_name: row.school_name as string,
    created_at: when(row.created_at),
    scheduled_for: when(row.scheduled_for),
    start_time: when(row.meeting_started_at),
    end_time: when(row.meeting_ended_at),
    duration,
    student_external_id: (row.student_external_id as string | null) ?? "",
    student_name: row.student_name as string,
    student_email: row.student_email as string,
    teacher_name: row.teacher_name as string,
    teacher_email: row.teacher_email as string,
    group_name: row.group_name as string,
    discipline_name: row.discipline_name as string,
    booking_room_name: (row.booking_room_name as string | null) ?? "",
    booking_room_modal: row.booking_room_modal ? (modalLabels[row.booking_room_modal as string] ?? "") : "",
    rating_by_student: rating(row.rating_by_student),
    rating_by_teacher: rating(row.rating_by_teacher),
    call_quality_rating_by_student: rating(row.call_quality_rating_by_student),
    call_quality_rating_by_teacher: rating(row.call_quality_rating_by_teacher),
    status: bookingStatusLabels[row.status],
    cancelled_at: when(row.cancelled_at),
    cancelled_by_name: row.cancelled_at ? ((row.cancelled_by_name as string | null) ?? "") : "",
  };
}
export type BookingReportRecord = ReturnType<typeof toRecord>;

/** CSV column names in Portuguese (spec 4.1). */
const headers: Record<keyof BookingReportRecord, string> = {
  id: "ID",
  school_name: "Escola",
  created_at: "Criado em",
  scheduled_for: "Agendado para",
  start_time: "Início",
  end_time: "Fim",
  duration: "Duração (min)",
  student_external_id: "ID externo do aluno",
  student_name: "Aluno",
  student_email: "E-mail do aluno",
  teacher_name: "Professor",
  teacher_email: "E-mail do professor",
  group_name: "Turma",
  discipline_name: "Disciplina",
  booking_room_name: "Sala",
  booking_room_modal: "Modalidade",
  rating_by_student: "Avaliação do aluno",
  rating_by_teacher: "Avaliação do professor",
  call_quality_rating_by_student: "Qualidade da chamada (aluno)",
  call_quality_rating_by_teacher: "Qualidade da chamada (professor)",
  status: "Status",
  cancelled_at: "Cancelado em",
  cancelled_by_name: "Cancelado por",
};
const columns: Column<BookingReportRecord>[] = Object.entries(headers).map(([key, header]) => ({ key: key as keyof BookingReportRecord, header, width: 20 }));

/** The records in batches from a cursor; `now` decides what is past (tests pin it). */
export function bookingRecords(deps: AppDeps, scope: Scope, input: z.output<typeof bookingsReportInput>, now = new Date(), batchSize?: number) {
  const schools = reportSchools(scope, input.school_ids);
  return mapBatches(cursorRows<Row>(deps.db.pool, bookingsReportSql, [new Date(input.start_date), new Date(input.end_date), schools, now], batchSize), toRecord);
}

/** POST /reports/bookings: bookings whose scheduled time falls in the range. */
export function bookingsReport(deps: AppDeps, scope: Scope, input: z.output<typeof bookingsReportInput>, format: ReportFormat, now = new Date()): Response {
  return rowsResponse({ format, columns, batches: bookingRecords(deps, scope, input, now), fileName: reportFileName("agendamentos", input), sheetName: "Agendamentos" });
}
