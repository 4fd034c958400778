import type { inferParserType } from "nuqs/server";
import type { performanceParams } from "@/lib/url-state/performance-params";
import { withoutNulls } from "@/lib/url-state/without-nulls";

/** The page's filters as read from the URL: valid ids, days as YYYY-MM-DD (the browser's days), null when unset. */
export type Filters = inferParserType<typeof performanceParams>;

function dayStart(day: string): number {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(y!, m! - 1, d!).getTime();
}
const dayEnd = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(y!, m! - 1, d!, 23, 59, 59, 999).getTime();
};

/** The instants of the day range: the start of `from` and the end of `to`, in the browser's time zone. */
function dateRange({ from, to }: Pick<Filters, "from" | "to">) {
  const start = from ? dayStart(from) : undefined;
  return {
    start_date: start !== undefined && start >= 0 ? start : undefined,
    end_date: to ? Math.max(0, dayEnd(to)) : undefined,
  };
}

/** The input of performance.users: group ids comma-separated, whole days in ms. */
export function toQuery({ group_ids, from, to, ...ids }: Filters) {
  return {
    ...withoutNulls(ids),
    group_ids: group_ids.length ? group_ids.join(",") : undefined,
    ...dateRange({ from, to }),
  };
}
