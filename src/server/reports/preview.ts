import { z } from "zod";
import type { AppDeps } from "@/server/app-deps";
import type { Scope } from "@/server/scope/scope";
import { bookingRecords } from "./bookings-report";
import { buildGroupsUsage } from "./groups-usage/build";
import { questionRecords } from "./questions-report";
import { reportGroups } from "./report-scope";
import { bookingsReportInput, groupsUsageInput, questionsReportInput, workloadInput } from "./schema";
import { workloadRecords } from "./workload-report";

const previewRows = 20;

export const previewInput = z.discriminatedUnion("report", [
  z.object({ report: z.literal("questions"), input: questionsReportInput }),
  z.object({ report: z.literal("bookings"), input: bookingsReportInput }),
  z.object({ report: z.literal("bookings-workload"), input: workloadInput }),
]);

async function firstBatch<T>(batches: AsyncGenerator<T[]>): Promise<T[]> {
  const { value } = await batches.next();
  await batches.return(undefined);
  return value ?? [];
}

/**
 * The first rows of a row report, for the downloads page: one small cursor read, then closed.
 * Callers are administrators, as for the report downloads: the procedure's policy enforces it.
 */
export async function previewReport(deps: AppDeps, scope: Scope, preview: z.output<typeof previewInput>, origin: string): Promise<Record<string, unknown>[]> {
  if (preview.report === "questions") return firstBatch(questionRecords(deps, scope, preview.input, origin, previewRows));
  if (preview.report === "bookings") return firstBatch(bookingRecords(deps, scope, preview.input, new Date(), previewRows));
  return (await workloadRecords(deps, scope, preview.input)).slice(0, previewRows);
}

/** Groups usage for the page: this range and the previous one of the same length, to compare. */
export async function groupsUsageWithPrevious(deps: AppDeps, scope: Scope, input: z.output<typeof groupsUsageInput>) {
  reportGroups(scope, input.group_ids);
  const group = await deps.db.prisma.group.findFirst({ where: { id: { in: input.group_ids } }, select: { school: { select: { timeZone: true } } } });
  const timeZone = group?.school.timeZone ?? "America/Sao_Paulo";
  const length = input.end_date - input.start_date;
  const current = await buildGroupsUsage(deps, input, timeZone);
  const previous = await buildGroupsUsage(deps, { ...input, start_date: Math.max(0, input.start_date - length - 1), end_date: Math.max(0, input.start_date - 1) }, timeZone);
  return { current, previous };
}
