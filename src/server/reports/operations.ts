import { z } from "zod";
import type { RouteContext, RouteDefinition } from "@/server/rest/define-route";
import { defineOperation, type InputOf, type RouteText } from "@/server/operations/define-operation";
import type { ScopedIds } from "@/server/scope/scoped-ids";
import { bookingReportRecord, bookingsReport } from "./bookings-report";
import { reportOutputOf } from "./format/report-output";
import type { ReportOutput } from "./format/rows-response";
import { groupsUsageReport } from "./groups-usage/report";
import { groupsUsageOutput } from "./groups-usage/schema";
import { groupsUsageWithPrevious, previewInput, previewReport } from "./preview";
import { questionReportRecord, questionsReport } from "./questions-report";
import { reportExamples } from "./report-examples";
import { bookingsReportInput, groupsUsageInput, questionsReportInput, reportFormats, workloadInput } from "./schema";
import { workloadRecord, workloadReport } from "./workload-report";

const tag = "Reports";
const produces = [reportFormats.csv, reportFormats.csvExcel, reportFormats.xlsx];
const accepts =
  "Accept: application/json (default), text/csv, text/csv; profile=excel (';' and decimal commas, for Excel in " +
  "Brazil) or xlsx (headers in the language of the locale cookie or Accept-Language).";

type Download<I extends z.ZodObject> = Pick<RouteDefinition, "summary" | "description" | "output" | "errors"> & {
  route: RouteText;
  input: I;
  scoped: ScopedIds;
  examples: { body?: unknown; output?: unknown };
  /** The report's service, given the input and the format and language the request asks for. */
  report: (ctx: RouteContext, input: InputOf<I> & ReportOutput) => Promise<unknown>;
};

/*
 * The downloads are REST's alone: a file in the format the request's Accept negotiates, for admins, heavy; a POST
 * that reads. The pages' procedures take other inputs (`preview`: which report, and its input) or answer otherwise
 * (`groupsUsage`: the range and the one before it, to compare), so they are operations of their own.
 */
const downloadOperation = <I extends z.ZodObject>({ route, input, scoped, report, ...entry }: Download<I>) =>
  defineOperation({
    kind: "query",
    access: "admin",
    heavy: true,
    replica: true,
    input,
    scoped,
    trpc: false,
    rest: {
      route,
      tag,
      description: accepts,
      produces,
      ...entry,
      answer: (ctx, input) => report(ctx, { ...input, ...reportOutputOf(ctx.request) }),
    },
  });

/** Reports, keyed as tRPC names them (`reports.preview`): REST's downloads first, in the API document's order. */
export const reportOperations = {
  questionsDownload: downloadOperation({
    route: "POST /api/reports/questions",
    input: questionsReportInput,
    scoped: { group_ids: "group" },
    summary: "Students' questions created in the range, streamed; CSV headers in Portuguese",
    description: `${accepts} Without group_ids: every group in your access.`,
    output: z.array(questionReportRecord),
    errors: [406, 422],
    examples: reportExamples.questions,
    report: questionsReport,
  }),

  bookingsDownload: downloadOperation({
    route: "POST /api/reports/bookings",
    input: bookingsReportInput,
    scoped: { school_ids: "admin-school" },
    summary: "Bookings scheduled in the range, streamed; CSV headers in Portuguese",
    output: z.array(bookingReportRecord),
    errors: [406, 422],
    examples: reportExamples.bookings,
    report: bookingsReport,
  }),

  workloadDownload: downloadOperation({
    route: "POST /api/reports/bookings-workload",
    input: workloadInput,
    scoped: { school_ids: "admin-school" },
    summary: "Weekly minutes per teacher and discipline; CSV headers in Portuguese",
    output: z.array(workloadRecord),
    errors: [406],
    examples: reportExamples.workload,
    report: workloadReport,
  }),

  groupsUsageDownload: downloadOperation({
    route: "POST /api/reports/groups-usage",
    input: groupsUsageInput,
    scoped: { group_ids: "group" },
    summary: "Usage of groups in the range; CSV and XLSX with one section or sheet per part",
    output: groupsUsageOutput,
    errors: [406, 422],
    examples: reportExamples.groupsUsage,
    report: groupsUsageReport,
  }),

  /** The downloads page's first rows of a row report. */
  preview: defineOperation({
    kind: "query",
    access: "admin",
    heavy: true,
    replica: true,
    input: previewInput,
    scoped: { "input.group_ids": "group", "input.school_ids": "admin-school" },
    run: previewReport,
  }),

  /** The groups usage page: the range and the one before it. */
  groupsUsage: defineOperation({
    kind: "query",
    access: "admin",
    heavy: true,
    replica: true,
    input: groupsUsageInput,
    scoped: { group_ids: "group" },
    run: groupsUsageWithPrevious,
  }),
};
