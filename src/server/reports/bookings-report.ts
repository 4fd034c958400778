import { expressionBuilder, sql } from "kysely";
import type { z } from "zod";
import type { Booking, BookingRoom, Discipline, Group, School, User } from "@/generated/kysely/types";
import type { Ctx } from "@/server/context";
import type { Kdb } from "@/server/db/kysely";
import type { Scope } from "@/server/scope/scope";
import { bookingStatus } from "./booking-status";
import { cursorRows } from "./format/cursor-rows";
import type { ReportFormat } from "./format/rows-response";
import { dateTimeBrSql, joinedName, labelSql, selection, textOrEmpty, type SqlField } from "./format/sql-fields";
import { streamedReport } from "./format/streamed-report";
import { bookingStatusLabels } from "./labels";
import { reportFileName, reportSchoolsFilter } from "./report-scope";
import type { bookingsReportInput } from "./schema";

type Tables = { b: Booking; sc: School; st: User; t: User; g: Group; d: Discipline; r: BookingRoom; c: User };
const eb = expressionBuilder<Tables, keyof Tables>();
const modalLabels = { ONLINE: "Online", IN_PERSON: "Presencial" };
const when = (instant: "b.created_at" | "b.scheduled_for" | `b.meeting_${"started" | "ended"}_at` | "b.cancelled_at") =>
  dateTimeBrSql(eb.ref(instant), eb.ref("sc.time_zone"));
const minutes = sql<number>`round(extract(epoch FROM ${eb.ref("b.meeting_ended_at")}
  - ${eb.ref("b.meeting_started_at")}) / 60)::int`;
const cancelledBy = sql<string>`CASE WHEN ${eb.ref("b.cancelled_at")} IS NULL THEN ''
  ELSE coalesce(${joinedName(eb.ref("c.first_name"), eb.ref("c.last_name"))}, '') END`;

/**
 * Spec 2.3, with the CSV column names in Portuguese (spec 4.1). duration: whole minutes of the
 * meeting ("45"); empty without one. `now` decides what is past.
 */
const fields = (now: Date): SqlField[] =>
  (
    [
      { key: "id", header: "ID", value: sql<string>`${eb.ref("b.id")}::text`, kind: "plain" },
      { key: "school_name", header: "Escola", value: eb.ref("sc.name") },
      { key: "created_at", header: "Criado em", value: when("b.created_at"), kind: "plain" },
      { key: "scheduled_for", header: "Agendado para", value: when("b.scheduled_for"), kind: "plain" },
      { key: "start_time", header: "Início", value: when("b.meeting_started_at"), kind: "plain" },
      { key: "end_time", header: "Fim", value: when("b.meeting_ended_at"), kind: "plain" },
      { key: "duration", header: "Duração (min)", value: textOrEmpty(minutes), kind: "plain" },
      { key: "student_external_id", header: "ID externo do aluno", value: textOrEmpty(eb.ref("st.external_id")) },
      { key: "student_name", header: "Aluno", value: joinedName(eb.ref("st.first_name"), eb.ref("st.last_name")) },
      { key: "student_email", header: "E-mail do aluno", value: eb.ref("st.email") },
      { key: "teacher_name", header: "Professor", value: joinedName(eb.ref("t.first_name"), eb.ref("t.last_name")) },
      { key: "teacher_email", header: "E-mail do professor", value: eb.ref("t.email") },
      { key: "group_name", header: "Grupo", value: eb.ref("g.name") },
      { key: "discipline_name", header: "Disciplina", value: eb.ref("d.name") },
      { key: "booking_room_name", header: "Sala", value: textOrEmpty(eb.ref("r.name")) },
      {
        key: "booking_room_modal",
        header: "Modalidade",
        value: labelSql(eb.ref("r.modal"), modalLabels),
        kind: "plain",
      },
      { key: "rating_by_student", header: "Avaliação do aluno", value: eb.ref("b.rating_by_student"), kind: "scalar" },
      {
        key: "rating_by_teacher",
        header: "Avaliação do professor",
        value: eb.ref("b.rating_by_teacher"),
        kind: "scalar",
      },
      {
        key: "call_quality_rating_by_student",
        header: "Qualidade da chamada (aluno)",
        value: eb.ref("b.call_quality_rating_by_student"),
        kind: "scalar",
      },
      {
        key: "call_quality_rating_by_teacher",
        header: "Qualidade da chamada (professor)",
        value: eb.ref("b.call_quality_rating_by_teacher"),
        kind: "scalar",
      },
      {
        key: "status",
        header: "Status",
        value: labelSql(bookingStatus(eb.cast(eb.val(now), "timestamptz")), bookingStatusLabels),
        kind: "plain",
      },
      { key: "cancelled_at", header: "Cancelado em", value: when("b.cancelled_at"), kind: "plain" },
      { key: "cancelled_by_name", header: "Cancelado por", value: cancelledBy },
    ] satisfies SqlField[]
  ).map((f) => ({ ...f, width: 20 }));

/** The report's headers and kinds, which do not depend on `now`. */
const columns = fields(new Date(0));

type Input = z.output<typeof bookingsReportInput>;

/** The report's rows, one typed column per field: what XLSX and the preview read, CSV and JSON wrap, the bench COPYs. */
export function bookingsReportQuery(db: Kdb, scope: Scope, input: Input, now: Date) {
  return db
    .selectFrom("bookings as b")
    .innerJoin("schools as sc", "sc.id", "b.school_id")
    .innerJoin("users as st", "st.id", "b.student_id")
    .innerJoin("users as t", "t.id", "b.teacher_id")
    .innerJoin("groups as g", "g.id", "b.group_id")
    .innerJoin("disciplines as d", "d.id", "b.discipline_id")
    .leftJoin("booking_rooms as r", "r.id", "b.room_id")
    .leftJoin("users as c", "c.id", "b.cancelled_by_id")
    .select(selection(fields(now)))
    .where("b.scheduled_for", ">=", new Date(input.start_date))
    .where("b.scheduled_for", "<=", new Date(input.end_date))
    .where((w) => reportSchoolsFilter(scope, input.school_ids, w.ref("b.school_id")))
    .orderBy("b.scheduled_for")
    .orderBy("b.id");
}

export type BookingReportRecord = Record<string, string | number | null>;

/** The records in batches from a cursor; `now` decides what is past (tests pin it). */
export function bookingRecords(ctx: Ctx, input: Input, now = new Date(), batchSize?: number) {
  const rows = bookingsReportQuery(ctx.db.kysely, ctx.scope, input, now);
  return cursorRows<BookingReportRecord>(ctx.db.pool, rows, batchSize);
}

/** POST /reports/bookings: bookings whose scheduled time falls in the range. */
export async function bookingsReport(ctx: Ctx, input: Input & { format: ReportFormat }, now = new Date()) {
  const rows = bookingsReportQuery(ctx.db.kysely, ctx.scope, input, now);
  const fileName = reportFileName("agendamentos", input);
  return streamedReport(ctx.db, input.format, { rows, fields: columns, fileName, sheetName: "Agendamentos" });
}
