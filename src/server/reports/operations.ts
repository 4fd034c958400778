import { z } from "zod";
import { requestLocale } from "@/i18n/locales";
import type { RouteContext } from "@/server/rest/define-route";
import { negotiate } from "@/server/http/negotiate";
import { defineOperation } from "@/server/operations/define-operation";
import { bookingReportRecord, bookingsReport } from "./bookings-report";
import type { ReportFormat, ReportOutput } from "./format/rows-response";
import { groupsUsageReport } from "./groups-usage/report";
import { groupsUsageOutput } from "./groups-usage/schema";
import { groupsUsageWithPrevious, previewInput, previewReport } from "./preview";
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
/** A download's answer: the report's service, given the input and the format and language the request asks for. */
const download =
  <I, R>(report: (ctx: RouteContext, input: I & ReportOutput) => Promise<R>) =>
  (ctx: RouteContext, input: I) =>
    report(ctx, { ...input, ...outputOf(ctx.request) });
const produces = [reportFormats.csv, reportFormats.csvExcel, reportFormats.xlsx];
const accepts =
  "Accept: application/json (default), text/csv, text/csv; profile=excel (';' and decimal commas, for Excel in " +
  "Brazil) or xlsx (headers in the language of the locale cookie or Accept-Language).";

/*
 * The downloads are REST's alone: a file in the format the request's Accept negotiates. The pages' procedures take
 * other inputs (`preview`: which report, and its input) or answer otherwise (`groupsUsage`: the range and the one
 * before it, to compare), so they are operations of their own.
 */

export const questionsDownloadOperation = defineOperation({
  kind: "query",
  access: "admin",
  heavy: true,
  input: questionsReportInput,
  scoped: { group_ids: "group" },
  trpc: false,
  rest: {
    method: "POST",
    path: "/api/reports/questions",
    tag,
    summary: "Students' questions created in the range, streamed; CSV headers in Portuguese",
    description: `${accepts} Without group_ids: every group in your access.`,
    output: z.array(questionReportRecord),
    produces,
    errors: [406, 422],
    examples: reportExamples.questions,
    answer: download(questionsReport),
  },
});

export const bookingsDownloadOperation = defineOperation({
  kind: "query",
  access: "admin",
  heavy: true,
  input: bookingsReportInput,
  scoped: { school_ids: "admin-school" },
  trpc: false,
  rest: {
    method: "POST",
    path: "/api/reports/bookings",
    tag,
    summary: "Bookings scheduled in the range, streamed; CSV headers in Portuguese",
    description: accepts,
    output: z.array(bookingReportRecord),
    produces,
    errors: [406, 422],
    examples: reportExamples.bookings,
    answer: download(bookingsReport),
  },
});

export const workloadDownloadOperation = defineOperation({
  kind: "query",
  access: "admin",
  heavy: true,
  input: workloadInput,
  scoped: { school_ids: "admin-school" },
  trpc: false,
  rest: {
    method: "POST",
    path: "/api/reports/bookings-workload",
    tag,
    summary: "Weekly minutes per teacher and discipline; CSV headers in Portuguese",
    description: accepts,
    output: z.array(workloadRecord),
    produces,
    errors: [406],
    examples: reportExamples.workload,
    answer: download(workloadReport),
  },
});

export const groupsUsageDownloadOperation = defineOperation({
  kind: "query",
  access: "admin",
  heavy: true,
  input: groupsUsageInput,
  scoped: { group_ids: "group" },
  trpc: false,
  rest: {
    method: "POST",
    path: "/api/reports/groups-usage",
    tag,
    summary: "Usage of groups in the range; CSV and XLSX with one section or sheet per part",
    description: accepts,
    output: groupsUsageOutput,
    produces,
    errors: [406, 422],
    examples: reportExamples.groupsUsage,
    answer: download(groupsUsageReport),
  },
});

/** The downloads page's first rows of a row report. */
export const previewOperation = defineOperation({
  kind: "query",
  access: "admin",
  heavy: true,
  input: previewInput,
  scoped: { "input.group_ids": "group", "input.school_ids": "admin-school" },
  run: previewReport,
});

/** The groups usage page: the range and the one before it. */
export const groupsUsageOperation = defineOperation({
  kind: "query",
  access: "admin",
  heavy: true,
  input: groupsUsageInput,
  scoped: { group_ids: "group" },
  run: groupsUsageWithPrevious,
});

/** Reports, keyed as tRPC names them (`reports.preview`): REST's downloads first, in the API document's order. */
export const reportOperations = {
  questionsDownload: questionsDownloadOperation,
  bookingsDownload: bookingsDownloadOperation,
  workloadDownload: workloadDownloadOperation,
  groupsUsageDownload: groupsUsageDownloadOperation,
  preview: previewOperation,
  groupsUsage: groupsUsageOperation,
};
