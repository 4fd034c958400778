import { z } from "zod";
import { defineRoute } from "@/server/http/define-route";
import { bookingReportRecord, bookingsReport } from "./bookings-report";
import { requestLocale } from "@/i18n/locales";
import { negotiate } from "@/server/http/negotiate";
import type { ReportFormat, ReportOutput } from "./format/rows-response";
import { groupsUsageReport } from "./groups-usage/report";
import { groupsUsageOutput } from "./groups-usage/schema";
import { questionReportRecord, questionsReport } from "./questions-report";
import { reportExamples } from "./report-examples";
import { bookingsReportInput, groupsUsageInput, questionsReportInput, reportFormats, workloadInput } from "./schema";
import { workloadRecord, workloadReport } from "./workload-report";

const tag = "Reports";
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
  output: z.array(questionReportRecord),
  produces,
  errors: [406, 422],
  examples: reportExamples.questions,
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
  output: z.array(bookingReportRecord),
  produces,
  errors: [406, 422],
  examples: reportExamples.bookings,
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
  output: z.array(workloadRecord),
  produces,
  errors: [406],
  examples: reportExamples.workload,
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
  output: groupsUsageOutput,
  produces,
  errors: [406, 422],
  examples: reportExamples.groupsUsage,
  handler: ({ body, ctx }) => groupsUsageReport(ctx, { ...body, ...outputOf(ctx.request) }),
});

export const reportRoutes = [questionsReportRoute, bookingsReportRoute, workloadReportRoute, groupsUsageReportRoute];
