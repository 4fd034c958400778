import { expressionBuilder, sql } from "kysely";
import { z } from "zod";
import type { Booking, BookingRoom, Discipline, Group, School, User } from "@/generated/kysely/types";
import type { Ctx } from "@/server/context";
import type { Kdb } from "@/server/db/kysely";
import type { Scope } from "@/server/scope/scope";
import { bookingStatus } from "./booking-status";
import { cursorRows } from "./format/cursor-rows";
import { jsonValue } from "./format/json-value";
import { personFields } from "./format/person-fields";
import { recordSchema } from "./format/record-schema";
import type { ReportOutput } from "./format/rows-response";
import {
  dateTimeBrSql,
  joinedName,
  labelSql,
  selection,
  textOrEmpty,
  wallClockSql,
  type RowsTarget,
  type SqlField,
} from "./format/sql-fields";
import { streamedReport } from "./format/streamed-report";
import { bookingStatusLabels } from "./labels";
import { reportFileName, reportSchoolsFilter } from "./report-scope";
import { reportTimeZone } from "./report-time-zone";
import type { bookingsReportInput } from "./schema";
import { now as appNow } from "@/server/time/now";

type Tables = { b: Booking; sc: School; st: User; t: User; g: Group; d: Discipline; r: BookingRoom; c: User };
const eb = expressionBuilder<Tables, keyof Tables>();
const modalLabels = { ONLINE: "Online", IN_PERSON: "Presencial" };
const minutes = sql<number>`round(extract(epoch FROM ${eb.ref("b.meeting_ended_at")}
  - ${eb.ref("b.meeting_started_at")}) / 60)::int`;
const cancelledBy = sql<string>`CASE WHEN ${eb.ref("b.cancelled_at")} IS NULL THEN ''
  ELSE coalesce(${joinedName(eb.ref("c.first_name"), eb.ref("c.last_name"))}, '') END`;

type Instant = "b.created_at" | "b.scheduled_for" | `b.meeting_${"started" | "ended"}_at` | "b.cancelled_at";

/** A time of the booking: the spec's text in JSON, a date in the school's zone in spreadsheets. */
const when = (instant: Instant, json: z.ZodType = jsonValue.orEmpty(jsonValue.dateTimeBr)) => ({
  json,
  value: dateTimeBrSql(eb.ref(instant), eb.ref("sc.time_zone")),
  kind: "plain" as const,
  cell: { type: "datetime" as const, value: wallClockSql(eb.ref(instant), eb.ref("sc.time_zone")) },
});
/** A rating of the booking, its column named as its key: a number, or empty without one. */
const rating = (
  key: `${"rating" | "call_quality_rating"}_by_${"student" | "teacher"}`,
  header: string,
  headerEn: string,
): SqlField => ({
  key,
  header,
  headerEn,
  value: eb.ref(`b.${key}`),
  kind: "scalar",
  cell: { type: "integer" },
  json: jsonValue.orEmpty(jsonValue.integer),
});

/**
 * Spec 2.3, with the CSV column names in Portuguese (spec 4.1). duration: whole minutes of the
 * meeting ("45" in JSON, a number in spreadsheets); empty without one. `now` decides what is past.
 */
const fields = (now: Date): SqlField[] =>
  (
    [
      {
        key: "id",
        header: "ID",
        headerEn: "ID",
        value: sql<string>`${eb.ref("b.id")}::text`,
        kind: "plain",
        json: jsonValue.uuid,
      },
      { key: "school_name", header: "Escola", headerEn: "School", value: eb.ref("sc.name") },
      { key: "created_at", header: "Criado em", headerEn: "Created at", ...when("b.created_at", jsonValue.dateTimeBr) },
      {
        key: "scheduled_for",
        header: "Agendado para",
        headerEn: "Scheduled for",
        ...when("b.scheduled_for", jsonValue.dateTimeBr),
      },
      { key: "start_time", header: "Início", headerEn: "Started at", ...when("b.meeting_started_at") },
      { key: "end_time", header: "Fim", headerEn: "Ended at", ...when("b.meeting_ended_at") },
      {
        key: "duration",
        header: "Duração (min)",
        headerEn: "Duration (min)",
        value: textOrEmpty(minutes),
        kind: "plain",
        json: jsonValue.orEmpty(z.string().regex(/^\d+$/).describe("Whole minutes")),
        cell: { type: "integer", value: minutes },
      },
      {
        key: "student_external_id",
        header: "ID externo do aluno",
        headerEn: "Student external ID",
        value: textOrEmpty(eb.ref("st.external_id")),
      },
      ...personFields("student"),
      ...personFields("teacher"),
      { key: "group_name", header: "Grupo", headerEn: "Group", value: eb.ref("g.name") },
      { key: "discipline_name", header: "Disciplina", headerEn: "Discipline", value: eb.ref("d.name") },
      { key: "booking_room_name", header: "Sala", headerEn: "Room", value: textOrEmpty(eb.ref("r.name")) },
      {
        key: "booking_room_modal",
        header: "Modalidade",
        headerEn: "Mode",
        value: labelSql(eb.ref("r.modal"), modalLabels),
        kind: "plain",
        json: jsonValue.orEmpty(jsonValue.label(modalLabels)),
      },
      rating("rating_by_student", "Avaliação do aluno", "Student's rating"),
      rating("rating_by_teacher", "Avaliação do professor", "Teacher's rating"),
      rating("call_quality_rating_by_student", "Qualidade da chamada (aluno)", "Call quality (student)"),
      rating("call_quality_rating_by_teacher", "Qualidade da chamada (professor)", "Call quality (teacher)"),
      {
        key: "status",
        header: "Status",
        headerEn: "Status",
        value: labelSql(bookingStatus(eb.cast(eb.val(now), "timestamptz")), bookingStatusLabels),
        kind: "plain",
        json: jsonValue.label(bookingStatusLabels),
      },
      { key: "cancelled_at", header: "Cancelado em", headerEn: "Cancelled at", ...when("b.cancelled_at") },
      { key: "cancelled_by_name", header: "Cancelado por", headerEn: "Cancelled by", value: cancelledBy },
    ] satisfies SqlField[]
  ).map((f) => ({ ...f, width: 20 }));

/** The report's headers and kinds, which do not depend on `now`. */
const columns = fields(new Date(0));

/** A record of the JSON report (spec 2.3). */
export const bookingReportRecord = recordSchema(columns);

type Input = z.output<typeof bookingsReportInput>;

/** The report's rows, one typed column per field: XLSX and the preview read them, CSV and JSON wrap them. */
export function bookingsReportQuery(kysely: Kdb, scope: Scope, input: Input, now: Date, target: RowsTarget = "json") {
  return kysely
    .selectFrom("bookings as b")
    .innerJoin("schools as sc", "sc.id", "b.school_id")
    .innerJoin("users as st", "st.id", "b.student_id")
    .innerJoin("users as t", "t.id", "b.teacher_id")
    .innerJoin("groups as g", "g.id", "b.group_id")
    .innerJoin("disciplines as d", "d.id", "b.discipline_id")
    .leftJoin("booking_rooms as r", "r.id", "b.room_id")
    .leftJoin("users as c", "c.id", "b.cancelled_by_id")
    .select(selection(fields(now), target))
    .where("b.scheduled_for", ">=", new Date(input.start_date))
    .where("b.scheduled_for", "<=", new Date(input.end_date))
    .where((w) => reportSchoolsFilter(scope, input.school_ids, w.ref("b.school_id")))
    .orderBy("b.scheduled_for")
    .orderBy("b.id");
}

export type BookingReportRecord = Record<string, string | number | null>;

/** The records in batches from a cursor; `now` decides what is past (tests pin it). */
export function bookingRecords(ctx: Ctx, input: Input, now = appNow(), batchSize?: number) {
  const rows = bookingsReportQuery(ctx.db.kysely, ctx.scope, input, now);
  return cursorRows<BookingReportRecord>(ctx.db.pool, rows, batchSize);
}

/** POST /reports/bookings: bookings whose scheduled time falls in the range. */
export async function bookingsReport(ctx: Ctx, input: Input & ReportOutput, now = appNow()) {
  const rows = (target: RowsTarget) => bookingsReportQuery(ctx.db.kysely, ctx.scope, input, now, target);
  const fileName = reportFileName("agendamentos", { range: input, timeZone: await reportTimeZone(ctx, input) });
  return streamedReport(ctx.db, input, { rows, fields: columns, fileName, sheetName: "Agendamentos" });
}
