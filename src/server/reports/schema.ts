import { z } from "zod";
import { maxEpochMs } from "@/server/http/epoch-ms";
import { issueParams } from "@/lib/errors/issue-from-zod";

const epochMs = z.number().int().min(0).max(maxEpochMs);
const range = {
  start_date: epochMs.describe("Start of the report's data (ms since epoch)"),
  end_date: epochMs.describe("End of the report's data (ms since epoch)"),
};
const ordered = <T extends { start_date: number; end_date: number }>(value: T, ctx: z.RefinementCtx) => {
  if (value.start_date > value.end_date)
    ctx.addIssue({
      code: "custom",
      path: ["end_date"],
      message: "end_date must not be before start_date",
      params: issueParams("end_before_start"),
    });
};

export const questionsReportInput = z
  .object({
    ...range,
    group_ids: z.array(z.uuid()).max(500).optional().describe("Groups to report on; default: all in your access"),
  })
  .superRefine(ordered);

export const bookingsReportInput = z
  .object({
    ...range,
    school_ids: z.array(z.uuid()).max(100).optional().describe("Schools to report on; default: all in your access"),
  })
  .superRefine(ordered);

export const workloadInput = z.object({ school_ids: z.array(z.uuid()).max(100).optional() });

export const groupsUsageInput = z
  .object({
    ...range,
    group_ids: z.array(z.uuid()).min(1).max(500).describe("Groups to report on"),
    name: z.string().trim().max(120).optional().describe("Name of the report, used in the file name"),
    show_disciplines: z.boolean().default(false),
    show_teachers: z.boolean().default(false),
  })
  .superRefine(ordered);
export type GroupsUsageInput = z.output<typeof groupsUsageInput>;

/** The downloads' media types; `csvExcel` is the CSV for Excel with Brazilian settings (docs/reports.md). */
export const reportFormats = {
  json: "application/json",
  csv: "text/csv",
  csvExcel: "text/csv; profile=excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/** A download's file extension: both CSV variants are .csv. */
export const extensionOf = (format: keyof typeof reportFormats) => (format === "csvExcel" ? "csv" : format);
