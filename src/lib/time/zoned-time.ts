/**
 * Wall-clock arithmetic in a teacher's time zone with Intl only. A calendar day is a `dayMs`: UTC
 * midnight of that date (so day arithmetic is plain addition and never meets a DST change), and a
 * time of day is minutes since local midnight.
 */

export const DAY_MS = 86_400_000;

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string) {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of an instant in a time zone, as if it were UTC (ms). */
function wallClock(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(ms)))
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour % 24, minute, second);
}

/** Offset of the zone from UTC at an instant (ms; São Paulo: −3 h). */
export const offsetAt = (ms: number, timeZone: string) =>
  wallClock(ms, timeZone) - (ms - (((ms % 1000) + 1000) % 1000));

/**
 * The instant at which the wall clock of `timeZone` shows `minute` past midnight of `dayMs`. A wall
 * clock a DST change skips is read with the offset before the change (an hour later on the clock,
 * as Temporal's "compatible"), so a day that starts with a gap starts at the change, not in the day before.
 */
export function zonedInstant(dayMs: number, minute: number, timeZone: string): number {
  const wall = dayMs + minute * 60_000;
  const guess = wall - offsetAt(wall, timeZone);
  const corrected = wall - offsetAt(guess, timeZone);
  return wallClock(corrected, timeZone) === wall ? corrected : Math.max(guess, corrected);
}

/** The calendar day (dayMs) and minute of the day of an instant in a time zone. */
export function zonedDay(ms: number, timeZone: string): { dayMs: number; minute: number } {
  const wall = wallClock(ms, timeZone);
  const dayMs = Math.floor(wall / DAY_MS) * DAY_MS;
  return { dayMs, minute: Math.floor((wall - dayMs) / 60_000) };
}

/** Monday of the week of a day. */
export const weekStart = (dayMs: number) => dayMs - ((new Date(dayMs).getUTCDay() + 6) % 7) * DAY_MS;

export const monthStart = (dayMs: number, add = 0) => {
  const date = new Date(dayMs);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + add, 1);
};

const pad = (n: number) => String(n).padStart(2, "0");

/** "09:30" for a minute of the day. */
export const clockLabel = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

/**
 * The value of a datetime-local input for an instant (ms or an ISO string) as the zone's wall clock;
 * "" when there is none.
 */
export function toLocalInput(at: number | string | null | undefined, timeZone: string): string {
  const ms = typeof at === "string" ? Date.parse(at) : (at ?? Number.NaN);
  if (!Number.isFinite(ms)) return "";
  const { dayMs, minute } = zonedDay(ms, timeZone);
  return `${new Date(dayMs).toISOString().slice(0, 10)}T${clockLabel(minute)}`;
}

/** The instant (ms) of a datetime-local value read as the zone's wall clock; undefined when empty or malformed. */
export function fromLocalInput(value: string, timeZone: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return undefined;
  return zonedInstant(Date.UTC(y, mo - 1, d), h * 60 + mi, timeZone);
}

/** The instant showing in `to` the wall clock `at` showed in `from`: a form's dates keep what was typed when its zone changes. */
export const sameWallClock = (at: number, from: string, to: string): number =>
  from === to ? at : (fromLocalInput(toLocalInput(at, from), to) ?? at);
