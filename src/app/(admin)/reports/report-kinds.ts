import type { z } from "zod";
import {
  bookingsReportInput,
  groupsUsageInput,
  questionsReportInput,
  reportFormats,
  workloadInput,
} from "@/server/reports/schema";

export const reportKinds = ["questions", "bookings", "bookings-workload", "groups-usage"] as const;
export type ReportKind = (typeof reportKinds)[number];
export type ReportFormat = keyof typeof reportFormats;
export const formats = Object.keys(reportFormats) as ReportFormat[];

export const isReportKind = (value: string): value is ReportKind => (reportKinds as readonly string[]).includes(value);

/** Message keys (under "reports.kinds") of each report. */
export const kindMessageKey = {
  questions: "questions",
  bookings: "bookings",
  "bookings-workload": "workload",
  "groups-usage": "groupsUsage",
} as const satisfies Record<ReportKind, string>;

/** What a report is filtered by: groups or schools. */
export const scopeOf = (kind: ReportKind): "groups" | "schools" =>
  kind === "questions" || kind === "groups-usage" ? "groups" : "schools";
export const hasDateRange = (kind: ReportKind) => kind !== "bookings-workload";

/** A validated request: the body of the REST route and the input of the preview. */
export type ReportRequest =
  | { report: "questions"; input: z.output<typeof questionsReportInput> }
  | { report: "bookings"; input: z.output<typeof bookingsReportInput> }
  | { report: "bookings-workload"; input: z.output<typeof workloadInput> }
  | { report: "groups-usage"; input: z.output<typeof groupsUsageInput> };

export type RowReportRequest = Exclude<ReportRequest, { report: "groups-usage" }>;

export const reportPath = (kind: ReportKind) => `/api/reports/${kind}`;
export const acceptOf = (format: ReportFormat) => reportFormats[format];
