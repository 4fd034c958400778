import { DAY_MS, zonedInstant } from "./zoned-time";

/** The dayMs (UTC midnight of that date) of a "YYYY-MM-DD" value; undefined when malformed or not a real date. */
export function parseDay(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  // setUTCFullYear: years below 100 are taken as they are, not as 19xx.
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.getTime();
}

/** The "YYYY-MM-DD" of a dayMs. */
export function dayValue(dayMs: number): string {
  const date = new Date(dayMs);
  const pad = (n: number, size = 2) => String(n).padStart(size, "0");
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * The instants of a range of whole days ("YYYY-MM-DD", both included) in a time zone, half-open:
 * `start` is the first instant of `fromDay`, `end` the first instant of the day after `toDay`, so a
 * day of 23 or 25 hours is covered whole. An empty or malformed day leaves its side undefined.
 */
export function dayBounds(fromDay: string, toDay: string, timeZone: string): { start?: number; end?: number } {
  const from = parseDay(fromDay);
  const to = parseDay(toDay);
  return {
    start: from === undefined ? undefined : zonedInstant(from, 0, timeZone),
    end: to === undefined ? undefined : zonedInstant(to + DAY_MS, 0, timeZone),
  };
}

/**
 * The same whole days as an API's `start_date`/`end_date` whose end is inclusive ("at or before"): the last
 * millisecond before dayBounds' end.
 */
export function inclusiveDayRange(fromDay: string, toDay: string, timeZone: string) {
  const { start, end } = dayBounds(fromDay, toDay, timeZone);
  return { start_date: start, end_date: end === undefined ? undefined : end - 1 };
}
