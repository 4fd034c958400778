import type { inferParserType } from "nuqs/server";
import type { auditParams } from "@/lib/url-state/audit-params";
import { withoutNulls } from "@/lib/url-state/without-nulls";

/** The filters as read from the URL: valid values, null when unset; from and to are local days (yyyy-mm-dd). */
export type AuditFilters = inferParserType<typeof auditParams>;

/** The start of a local day, and (for "to") of the day after it: the range covers whole days. */
const dayStart = (value: string, after = false) => {
  const day = new Date(`${value}T00:00`);
  if (after) day.setDate(day.getDate() + 1);
  return day.getTime();
};

/** The instants of the day range, in the browser's time zone. */
function timeRange({ from, to }: Pick<AuditFilters, "from" | "to">) {
  return { from: from ? dayStart(from) : undefined, to: to ? dayStart(to, true) : undefined };
}

/** The list query for the filters. */
export function toListInput({ from, to, ...filters }: AuditFilters) {
  return { ...withoutNulls(filters), ...timeRange({ from, to }), limit: 50 };
}
