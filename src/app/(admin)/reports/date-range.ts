import { dayValue } from "@/lib/time/day-bounds";
import { DAY_MS, monthStart, weekStart, zonedDay } from "@/lib/time/zoned-time";

/** Date inputs hold "YYYY-MM-DD", days of the user's school's zone; the reports take ms since the epoch. */

export type DateRange = { from: string; to: string };
export const presets = ["thisWeek", "thisMonth", "lastMonth", "thisYear"] as const;
export type Preset = (typeof presets)[number];

/** The whole period around today in the zone, future days included (bookings may be scheduled ahead). Weeks run Monday to Sunday. */
export function presetRange(preset: Preset, timeZone: string, now = Date.now()): DateRange {
  const today = zonedDay(now, timeZone).dayMs;
  const range = (from: number, to: number) => ({ from: dayValue(from), to: dayValue(to) });
  const year = new Date(today).getUTCFullYear();
  switch (preset) {
    case "thisWeek":
      return range(weekStart(today), weekStart(today) + 6 * DAY_MS);
    case "thisMonth":
      return range(monthStart(today), monthStart(today, 1) - DAY_MS);
    case "lastMonth":
      return range(monthStart(today, -1), monthStart(today) - DAY_MS);
    case "thisYear":
      return range(Date.UTC(year, 0, 1), Date.UTC(year, 11, 31));
  }
}

export const samePeriod = (a: DateRange, b: DateRange) => a.from === b.from && a.to === b.to;
