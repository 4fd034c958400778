import type { Ctx } from "@/server/context";
import { csvSeparator, downloadHeaders, isCsv, type ReportOutput } from "../format/rows-response";
import { reportFileName } from "../report-scope";
import { reportTimeZone } from "../report-time-zone";
import type { GroupsUsageInput } from "../schema";
import { buildGroupsUsage } from "./build";
import { groupsUsageSections } from "./layout";
import { sectionsCsv, sectionsXlsx } from "./write";

/** POST /reports/groups-usage in JSON (spec 2.5), CSV or XLSX (layout of docs/reports.md). */
export async function groupsUsageReport(ctx: Ctx, input: GroupsUsageInput & ReportOutput) {
  const { format } = input;
  const timeZone = await reportTimeZone(ctx, { group_ids: input.group_ids });
  const report = await buildGroupsUsage(ctx, input, timeZone);
  const fileName = reportFileName("uso-dos-grupos", { range: input, timeZone, name: input.name });
  const headers = downloadHeaders(format, fileName);
  if (format === "json") return new Response(JSON.stringify(report), { headers });
  if (isCsv(format)) {
    return new Response(sectionsCsv(groupsUsageSections(report, "pt-BR"), csvSeparator(format)), { headers });
  }
  const locale = input.locale ?? "pt-BR";
  return new Response(sectionsXlsx(groupsUsageSections(report, locale), locale), { headers });
}
