import { z } from "zod";
import type { Ctx } from "@/server/context";
import { bookingRecords } from "./bookings-report";
import { buildGroupsUsage } from "./groups-usage/build";
import { questionRecords } from "./questions-report";
import { reportTimeZone } from "./report-time-zone";
import { bookingsReportInput, groupsUsageInput, questionsReportInput, workloadInput } from "./schema";
import { workloadRecords } from "./workload-report";
import { now as appNow } from "@/server/time/now";

const previewRows = 20;

export const previewInput = z.discriminatedUnion("report", [
  z.object({ report: z.literal("questions"), input: questionsReportInput }),
  z.object({ report: z.literal("bookings"), input: bookingsReportInput }),
  z.object({ report: z.literal("bookings-workload"), input: workloadInput }),
]);

type PreviewInput = z.output<typeof previewInput>;

async function firstBatch<T>(batches: AsyncGenerator<T[]>): Promise<T[]> {
  const { value } = await batches.next();
  await batches.return(undefined);
  return value ?? [];
}

/**
 * The first rows of a row report, for the downloads page: one small cursor read, then closed.
 * Callers are administrators, as for the report downloads: the procedure's policy enforces it.
 */
export async function previewReport(ctx: Ctx, preview: PreviewInput): Promise<Record<string, unknown>[]> {
  if (preview.report === "questions") return firstBatch(questionRecords(ctx, preview.input, previewRows));
  if (preview.report === "bookings") return firstBatch(bookingRecords(ctx, preview.input, appNow(), previewRows));
  return (await workloadRecords(ctx, preview.input)).slice(0, previewRows);
}

/** Groups usage for the page: this range and the previous one of the same length, to compare. */
export async function groupsUsageWithPrevious(ctx: Ctx, input: z.output<typeof groupsUsageInput>) {
  // The same days as the download counts, so the page and the file agree.
  const timeZone = await reportTimeZone(ctx, { group_ids: input.group_ids });
  const length = input.end_date - input.start_date;
  const current = await buildGroupsUsage(ctx, input, timeZone);
  const before = {
    start_date: Math.max(0, input.start_date - length - 1),
    end_date: Math.max(0, input.start_date - 1),
  };
  const previous = await buildGroupsUsage(ctx, { ...input, ...before }, timeZone);
  return { current, previous };
}
