import * as rruleModule from "rrule";
import { DAY_MS, zonedDay, zonedInstant } from "@/lib/time/zoned-time";
import { maxOccurrences, weekdayCodes, type WeekdayCode } from "./series-schema";

// Node's ESM loader reads rrule's UMD build as CommonJS, with the exports under `default`;
// bundlers read its ESM build.
const { RRule, Weekday } =
  "RRule" in rruleModule && rruleModule.RRule
    ? rruleModule
    : (rruleModule as unknown as { default: typeof rruleModule }).default;

export type SeriesRule = {
  /** The first occurrence's start and end (ms); the start's wall clock in `timeZone` is every occurrence's. */
  start: number;
  end: number;
  timeZone: string;
  byDay: readonly WeekdayCode[];
  count?: number;
  /** The last instant an occurrence may start at (inclusive). */
  until?: number;
  /** Local days (YYYY-MM-DD) left out. */
  excludedDays?: readonly string[];
};

export type Occurrence = { start: number; end: number; day: string };

const floating = (ms: number, timeZone: string) => {
  const { dayMs, minute } = zonedDay(ms, timeZone);
  return new Date(dayMs + minute * 60_000);
};

const fromFloating = (wall: number, timeZone: string) => {
  const dayMs = Math.floor(wall / DAY_MS) * DAY_MS;
  return zonedInstant(dayMs, (wall - dayMs) / 60_000, timeZone);
};

/**
 * The rule as rrule reads it. rrule works in "floating" time: its UTC dates stand for the school's wall clock,
 * so that an occurrence at 14:00 stays at 14:00 on either side of a DST change.
 */
export function toRRule(rule: Pick<SeriesRule, "start" | "timeZone" | "byDay" | "count" | "until">) {
  return new RRule({
    freq: RRule.WEEKLY,
    wkst: RRule.MO,
    byweekday: rule.byDay.map((code) => Weekday.fromStr(code)),
    dtstart: floating(rule.start, rule.timeZone),
    ...(rule.count === undefined ? {} : { count: rule.count }),
    ...(rule.until === undefined ? {} : { until: floating(rule.until, rule.timeZone) }),
  });
}

/**
 * The RRULE value stored and returned (no DTSTART: that is start_date), e.g. FREQ=WEEKLY;BYDAY=TU;COUNT=4. UNTIL is
 * written floating (no Z), as RFC 5545 asks when DTSTART is a local time.
 */
export const rruleText = (rule: Pick<SeriesRule, "start" | "timeZone" | "byDay" | "count" | "until">) =>
  toRRule(rule)
    .toString()
    .replace(/^DTSTART:[^\n]*\n/, "")
    .replace(/^RRULE:/, "")
    .replace(/(UNTIL=\d{8}T\d{6})Z/, "$1");

/** BYDAY, COUNT and UNTIL of a stored RRULE value (UNTIL is the zone's wall clock). */
export function parseRRule(text: string, timeZone: string): Pick<SeriesRule, "byDay" | "count" | "until"> {
  const options = RRule.parseString(text);
  const days = [options.byweekday ?? []].flat();
  const byDay = days.map((d) => weekdayCodes[typeof d === "number" ? d : (d as { weekday: number }).weekday] ?? "MO");
  return {
    byDay,
    ...(options.count ? { count: options.count } : {}),
    ...(options.until ? { until: fromFloating(options.until.getTime(), timeZone) } : {}),
  };
}

/** The occurrences, each converted from the wall clock to an instant in the zone; at most maxOccurrences + 1. */
export function expandSeries(rule: SeriesRule): Occurrence[] {
  const duration = rule.end - rule.start;
  const excluded = new Set(rule.excludedDays);
  const dates = toRRule(rule).all((_, index) => index <= maxOccurrences);
  return dates.flatMap((date) => {
    const day = date.toISOString().slice(0, 10);
    if (excluded.has(day)) return [];
    const start = fromFloating(date.getTime(), rule.timeZone);
    return [{ start, end: start + duration, day }];
  });
}
