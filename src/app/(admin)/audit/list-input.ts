import type { inferParserType } from "nuqs/server";
import type { auditParams } from "./audit-params";
import { dayBounds } from "@/lib/time/day-bounds";
import { withoutNulls } from "@/lib/url-state/without-nulls";

/** The filters as read from the URL: valid values, null when unset; from and to are days (yyyy-mm-dd) of the user's school's zone. */
export type AuditFilters = inferParserType<typeof auditParams>;

/**
 * The list query for the filters. The days are whole days in `timeZone` (docs/time.md); `to` is exclusive, as
 * dayBounds' end.
 */
export function toListInput({ from, to, ...filters }: AuditFilters, timeZone: string) {
  const { start, end } = dayBounds(from ?? "", to ?? "", timeZone);
  return { ...withoutNulls(filters), from: start, to: end, limit: 50 };
}
