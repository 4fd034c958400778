import { z } from "zod";
import { defineRoute } from "@/server/http/define-route";
import { bookingsReport } from "./bookings-report";
import { requestLocale } from "@/i18n/locales";
import { negotiate } from "@/server/http/negotiate";
import type { ReportFormat, ReportOutput } from "./format/rows-response";
import { groupsUsageReport } from "./groups-usage/report";
import { questionsReport } from "./questions-report";
import { bookingsReportInput, groupsUsageInput, questionsReportInput, reportFormats, workloadInput } from "./schema";
import { workloadReport } from "./workload-report";

const tag = "Reports";
const scalar = z.union([z.string(), z.number(), z.boolean()]);
const record = (fields: string[]) => z.object(Object.fromEntries(fields.map((f) => [f, scalar])));
const offers = Object.values(reportFormats);
/** The negotiated format and the reader's language (for XLSX): what every report's service is given. */
const outputOf = (request: Request): ReportOutput => {
  const chosen = negotiate(request.headers.get("accept"), offers);
  const format = (Object.keys(reportFormats) as ReportFormat[]).find((k) => reportFormats[k] === chosen)!;
  return { format, locale: requestLocale(request) };
};
const produces = [reportFormats.csv, reportFormats.csvExcel, reportFormats.xlsx];
const accepts =
  "Accept: application/json (default), text/csv, text/csv; profile=excel (';' and decimal commas, for Excel in " +
  "Brazil) or xlsx (headers in the language of the locale cookie or Accept-Language).";

export const questionsReportRoute = defineRoute({
  method: "POST",
  path: "/api/reports/questions",
  tag,
  summary: "Students' questions created in the range, streamed; CSV headers in Portuguese",
  description: `${accepts} Without group_ids: every group in your access.`,
  access: "admin",
  scoped: { "body.group_ids": "group" },
  heavy: true,
  body: questionsReportInput,
  output: z.array(
    record([
      "question_id",
      "school",
      "group",
      "student_id",
      "student_name",
      "student_email",
      "teacher_id",
      "teacher_name",
      "teacher_email",
      "question_discipline",
      "question_subject",
      "question_created_at",
      "question_answered_at",
      "question_status",
      "question_anonymous",
      "question_description",
      "answer_description",
      "reply_description",
      "reply_answer_description",
      "answer_rating",
      "answer_understood",
      "answer_comment",
      "has_seen_answer",
      "link",
    ]),
  ),
  produces,
  errors: [406, 422],
  handler: async ({ body, ctx }) => questionsReport(ctx, { ...body, ...outputOf(ctx.request) }),
});

export const bookingsReportRoute = defineRoute({
  method: "POST",
  path: "/api/reports/bookings",
  tag,
  summary: "Bookings scheduled in the range, streamed; CSV headers in Portuguese",
  description: accepts,
  access: "admin",
  scoped: { "body.school_ids": "admin-school" },
  heavy: true,
  body: bookingsReportInput,
  output: z.array(
    record([
      "id",
      "school_name",
      "created_at",
      "scheduled_for",
      "start_time",
      "end_time",
      "duration",
      "student_external_id",
      "student_name",
      "student_email",
      "teacher_name",
      "teacher_email",
      "group_name",
      "discipline_name",
      "booking_room_name",
      "booking_room_modal",
      "rating_by_student",
      "rating_by_teacher",
      "call_quality_rating_by_student",
      "call_quality_rating_by_teacher",
      "status",
      "cancelled_at",
      "cancelled_by_name",
    ]),
  ),
  produces,
  errors: [406, 422],
  handler: async ({ body, ctx }) => bookingsReport(ctx, { ...body, ...outputOf(ctx.request) }),
});

export const workloadReportRoute = defineRoute({
  method: "POST",
  path: "/api/reports/bookings-workload",
  tag,
  summary: "Weekly minutes per teacher and discipline; CSV headers in Portuguese",
  description: accepts,
  access: "admin",
  scoped: { "body.school_ids": "admin-school" },
  heavy: true,
  body: workloadInput,
  output: z.array(record(["teacher_name", "teacher_email", "weekly_minutes", "discipline_name"])),
  produces,
  errors: [406],
  handler: ({ body, ctx }) => workloadReport(ctx, { ...body, ...outputOf(ctx.request) }),
});

export const groupsUsageReportRoute = defineRoute({
  method: "POST",
  path: "/api/reports/groups-usage",
  tag,
  summary: "Usage of groups in the range; CSV and XLSX with one section or sheet per part",
  description: accepts,
  access: "admin",
  scoped: { "body.group_ids": "group" },
  heavy: true,
  body: groupsUsageInput,
  output: z.record(z.string(), z.unknown()),
  produces,
  errors: [406, 422],
  handler: ({ body, ctx }) => groupsUsageReport(ctx, { ...body, ...outputOf(ctx.request) }),
});

export const reportRoutes = [questionsReportRoute, bookingsReportRoute, workloadReportRoute, groupsUsageReportRoute];
