import type { inferParserType } from "nuqs/server";
import type { performanceParams } from "./performance-params";
import { inclusiveDayRange } from "@/lib/time/day-bounds";
import { withoutNulls } from "@/lib/url-state/without-nulls";

/** The page's filters as read from the URL: valid ids, days as YYYY-MM-DD (of the user's school's zone), null when unset. */
export type Filters = inferParserType<typeof performanceParams>;

/**
 * The filters as the performance procedures take them: group ids comma-separated, whole days of
 * `timeZone` in ms (docs/time.md). `end_date` is inclusive (inclusiveDayRange).
 */
export function toQuery({ group_ids, from, to, school_id, exam_id, quiz_id, question_id }: Filters, timeZone: string) {
  const { start_date, end_date } = inclusiveDayRange(from ?? "", to ?? "", timeZone);
  return {
    ...withoutNulls({ school_id, exam_id, quiz_id, question_id }),
    group_ids: group_ids.length ? group_ids.join(",") : undefined,
    start_date: start_date !== undefined && start_date >= 0 ? start_date : undefined,
    end_date: end_date !== undefined ? Math.max(0, end_date) : undefined,
  };
}
