import { DEFAULT_TIME_ZONE } from "@/lib/time/default-time-zone";

/**
 * Time for the demo seed. Everything is placed relative to a reference "now": the start of the
 * current UTC day, so that a seed run twice on the same day gives the same rows while "this year"
 * and "upcoming" stay meaningful. The demo schools are in the default zone, São Paulo's, which has
 * kept UTC−3 all year since 2019, so local school time is a fixed offset here.
 */

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** São Paulo is UTC−3: local wall clock = UTC − 3 h. */
export const SCHOOL_UTC_OFFSET_MINUTES = -180;
export const SCHOOL_TIME_ZONE = DEFAULT_TIME_ZONE;

export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export type SeedClock = {
  /** Reference now (start of the current UTC day unless given). */
  now: Date;
  /** Start of the activity window: 1 January (school time) of the current year, or 90 days back early in the year. */
  from: Date;
  /** Upcoming bookings and windows reach this far. */
  until: Date;
};

export function createClock(now: Date): SeedClock {
  const year = new Date(now.getTime() + SCHOOL_UTC_OFFSET_MINUTES * MINUTE).getUTCFullYear();
  const startOfYear = Date.UTC(year, 0, 1) - SCHOOL_UTC_OFFSET_MINUTES * MINUTE;
  const from = Math.min(startOfYear, now.getTime() - 90 * DAY);
  return { now, from: new Date(from), until: new Date(now.getTime() + 35 * DAY) };
}

/** One school-local calendar day: `dayMs` is UTC midnight of that calendar date. */
export type LocalDay = { dayMs: number; weekday: number };

/** The school-local calendar days whose start lies in [from, to). */
export function localDays(from: Date, to: Date): LocalDay[] {
  const shift = SCHOOL_UTC_OFFSET_MINUTES * MINUTE;
  const first = startOfUtcDay(new Date(from.getTime() + shift)).getTime();
  const days: LocalDay[] = [];
  for (let dayMs = first; dayMs - shift < to.getTime(); dayMs += DAY) {
    days.push({ dayMs, weekday: new Date(dayMs).getUTCDay() });
  }
  return days;
}

/** The instant of `minute` (minutes since local midnight) on a school-local day. */
export function atLocalMinute(day: LocalDay, minute: number): Date {
  return new Date(day.dayMs + (minute - SCHOOL_UTC_OFFSET_MINUTES) * MINUTE);
}

/** School-local weekday (0 = Sunday) and minute of the day of an instant. */
export function localParts(date: Date): { weekday: number; minute: number } {
  const local = new Date(date.getTime() + SCHOOL_UTC_OFFSET_MINUTES * MINUTE);
  return { weekday: local.getUTCDay(), minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

export const addMinutes = (date: Date, minutes: number) => new Date(date.getTime() + Math.round(minutes * MINUTE));
export const addDays = (date: Date, days: number) => new Date(date.getTime() + Math.round(days * DAY));
export const minDate = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);
export const maxDate = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

/** A random instant in [from, to), rounded to the second. */
export function between(rng: { next(): number }, from: Date, to: Date): Date {
  const ms = from.getTime() + rng.next() * Math.max(0, to.getTime() - from.getTime());
  return new Date(Math.floor(ms / 1000) * 1000);
}

/**
 * A random instant in [from, to) that falls in the school's waking hours (07:00–23:00 local),
 * which is when students ask questions and teachers answer them.
 */
export function betweenAwake(rng: { next(): number }, from: Date, to: Date): Date {
  for (let attempt = 0; attempt < 12; attempt++) {
    const date = between(rng, from, to);
    const { minute } = localParts(date);
    if (minute >= 7 * 60 && minute < 23 * 60) return date;
  }
  return between(rng, from, to);
}
