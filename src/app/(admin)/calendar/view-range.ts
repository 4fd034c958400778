import { DAY_MS, monthStart, weekStart, zonedInstant } from "@/lib/time/zoned-time";

export type CalendarView = "week" | "month";

/** The grid's first bookable minute (07:00), its end (22:00) and the length of a cell. */
export const DAY_FROM = 7 * 60;
export const DAY_TO = 22 * 60;
export const SLOT_MINUTES = 30;
export const SLOTS = (DAY_TO - DAY_FROM) / SLOT_MINUTES;

export const slotMinute = (slot: number) => DAY_FROM + slot * SLOT_MINUTES;

/** The days shown: a Monday-to-Sunday week, or the whole weeks that cover the anchor's month. */
export function viewDays(view: CalendarView, anchor: number): number[] {
  const first = view === "week" ? weekStart(anchor) : weekStart(monthStart(anchor));
  const end = view === "week" ? first + 7 * DAY_MS : weekStart(monthStart(anchor, 1) - DAY_MS) + 7 * DAY_MS;
  const days: number[] = [];
  for (let day = first; day < end; day += DAY_MS) days.push(day);
  return days;
}

/** The instants the view covers, for the queries: from the first day's midnight to the day after the last. */
export function viewRange(days: readonly number[], timeZone: string): { start_date: number; end_date: number } {
  const first = days[0] ?? 0;
  const last = days[days.length - 1] ?? first;
  return { start_date: zonedInstant(first, 0, timeZone), end_date: zonedInstant(last + DAY_MS, 0, timeZone) };
}

/** The anchor one step back (-1) or forward (1): a week, or a month. */
export function step(view: CalendarView, anchor: number, direction: -1 | 1): number {
  return view === "week" ? anchor + direction * 7 * DAY_MS : monthStart(anchor, direction);
}

export type Interval = { start: number; end: number };

/** Where an interval falls in a day column of the week grid, in percent of its height; null outside 07:00–22:00. */
export function placeInDay(item: Interval, dayMs: number, timeZone: string): { top: number; height: number } | null {
  const from = zonedInstant(dayMs, DAY_FROM, timeZone);
  const to = zonedInstant(dayMs, DAY_TO, timeZone);
  const start = Math.max(item.start, from);
  const end = Math.min(item.end, to);
  if (end <= start) return null;
  return { top: ((start - from) / (to - from)) * 100, height: ((end - start) / (to - from)) * 100 };
}

/** Whether an interval overlaps a whole calendar day. */
export function touchesDay(item: Interval, dayMs: number, timeZone: string): boolean {
  return item.start < zonedInstant(dayMs + DAY_MS, 0, timeZone) && item.end > zonedInstant(dayMs, 0, timeZone);
}
