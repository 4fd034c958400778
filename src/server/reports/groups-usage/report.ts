import type { Ctx } from "@/server/context";
import { downloadHeaders, type ReportFormat } from "../format/rows-response";
import { reportFileName } from "../report-scope";
import type { GroupsUsageInput } from "../schema";
import { buildGroupsUsage } from "./build";
import { groupsUsageSections } from "./layout";
import { groupsTimeZone } from "./time-zone";
import { sectionsCsv, sectionsXlsx } from "./write";

/** POST /reports/groups-usage in JSON (spec 2.5), CSV or XLSX (layout of docs/reports.md). */
export async function groupsUsageReport(ctx: Ctx, input: GroupsUsageInput & { format: ReportFormat }) {
  const { format } = input;
  const report = await buildGroupsUsage(ctx, input, await groupsTimeZone(ctx, input.group_ids));
  const fileName = `${reportFileName("uso-dos-grupos", input, input.name)}.${format}`;
  const headers = downloadHeaders(format, fileName);
  if (format === "json") return new Response(JSON.stringify(report), { headers });
  if (format === "csv") return new Response(sectionsCsv(groupsUsageSections(report)), { headers });
  return new Response(sectionsXlsx(groupsUsageSections(report)), { headers });
}
