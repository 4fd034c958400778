/** Date inputs hold "YYYY-MM-DD" in the browser's time zone; the reports take ms since the epoch. */

export type DateRange = { from: string; to: string };
export const presets = ["thisWeek", "thisMonth", "lastMonth", "thisYear"] as const;
export type Preset = (typeof presets)[number];

const pad = (n: number, size = 2) => String(n).padStart(size, "0");

/** A local date as the value of a date input. */
export function toDateValue(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function localDate(value: string, end: boolean): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(2000, 0, 1);
  // setFullYear: years below 100 are taken as they are, not as 19xx.
  date.setFullYear(year, month - 1, day);
  if (date.getMonth() !== month - 1 || date.getDate() !== day) return undefined;
  if (end) date.setHours(23, 59, 59, 999);
  else date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** 00:00:00.000 local of the day; undefined when empty or invalid (the schema then reports it). */
export const startOfDayMs = (value: string) => localDate(value, false);
/** 23:59:59.999 local of the day. */
export const endOfDayMs = (value: string) => localDate(value, true);

const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** The whole period, future days included (bookings may be scheduled ahead). Weeks run Monday to Sunday. */
export function presetRange(preset: Preset, today = new Date()): DateRange {
  const y = today.getFullYear();
  const m = today.getMonth();
  const range = (from: Date, to: Date) => ({ from: toDateValue(from), to: toDateValue(to) });
  switch (preset) {
    case "thisWeek": {
      const monday = addDays(today, -((today.getDay() + 6) % 7));
      return range(monday, addDays(monday, 6));
    }
    case "thisMonth":
      return range(new Date(y, m, 1), new Date(y, m + 1, 0));
    case "lastMonth":
      return range(new Date(y, m - 1, 1), new Date(y, m, 0));
    case "thisYear":
      return range(new Date(y, 0, 1), new Date(y, 11, 31));
  }
}

export const samePeriod = (a: DateRange, b: DateRange) => a.from === b.from && a.to === b.to;
