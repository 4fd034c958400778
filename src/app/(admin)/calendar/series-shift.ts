import { DAY_MS, zonedDay, zonedInstant } from "@/lib/time/zoned-time";
import { weekdayCodes } from "@/server/availability/series-schema";

type Range = { start: number; end: number };
type Weekday = (typeof weekdayCodes)[number];
type SeriesTimes = { start_date: number; end_date: number; by_day: Weekday[] };

/** Where a wall-clock moment lands after `days` days and `minutes` minutes, on the zone's clock. */
function moved(ms: number, days: number, minutes: number, timeZone: string) {
  const { dayMs, minute } = zonedDay(ms, timeZone);
  return zonedInstant(dayMs + days * DAY_MS, minute + minutes, timeZone);
}

/**
 * The whole series moved as one of its occurrences was dragged (`from` → `to`): its first occurrence by the same
 * days and clock minutes, its weekdays by the same days, as "all events" does in a calendar app. Wall-clock
 * arithmetic, so a drag across a daylight-saving change moves the series by what the user saw on the grid.
 */
export function shiftSeries(series: SeriesTimes, from: Range, to: Range, timeZone: string): SeriesTimes {
  const before = [zonedDay(from.start, timeZone), zonedDay(from.end, timeZone)] as const;
  const after = [zonedDay(to.start, timeZone), zonedDay(to.end, timeZone)] as const;
  const delta = (i: 0 | 1) => {
    const days = (after[i].dayMs - before[i].dayMs) / DAY_MS;
    return { days, minutes: after[i].minute - before[i].minute };
  };
  const start = delta(0);
  const end = delta(1);
  const weekday = (code: Weekday) => {
    const index = weekdayCodes.indexOf(code);
    return weekdayCodes[(((index + start.days) % 7) + 7) % 7]!;
  };
  return {
    start_date: moved(series.start_date, start.days, start.minutes, timeZone),
    end_date: moved(series.end_date, end.days, end.minutes, timeZone),
    by_day: weekdayCodes.filter((code) => series.by_day.map(weekday).includes(code)),
  };
}
