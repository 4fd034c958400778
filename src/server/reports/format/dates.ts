import { offsetAt } from "@/lib/time/zoned-time";

const QUARTER_HOUR = 15 * 60_000;

/** Offsets by time zone and quarter hour of UTC time: zones change offset only on quarter hours. */
const offsets = new Map<string, Map<number, number>>();

/**
 * Minutes the zone is ahead of UTC at the instant. Intl is asked once per zone and quarter hour:
 * its formatToParts was most of a million-row report's CPU time.
 */
function offsetMinutes(ms: number, timeZone: string): number {
  let byQuarter = offsets.get(timeZone);
  if (!byQuarter) offsets.set(timeZone, (byQuarter = new Map()));
  const quarter = Math.floor(ms / QUARTER_HOUR);
  let offset = byQuarter.get(quarter);
  if (offset === undefined) {
    offset = Math.round(offsetAt(quarter * QUARTER_HOUR, timeZone) / 60_000);
    if (byQuarter.size > 100_000) byQuarter.clear();
    byQuarter.set(quarter, offset);
  }
  return offset;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The wall clock of the zone at the instant, as the UTC fields of a shifted Date. */
function local(date: Date, timeZone: string): { wall: Date; offset: number } {
  const offset = offsetMinutes(date.getTime(), timeZone);
  return { wall: new Date(date.getTime() + offset * 60_000), offset };
}

const ymd = (wall: Date) => `${wall.getUTCFullYear()}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}`;
const dmy = (wall: Date) => `${two(wall.getUTCDate())}/${two(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()}`;
const hm = (wall: Date) => `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`;

/** ISO 8601 with the school's offset, e.g. 2026-03-10T09:00:00.000-03:00. */
export function isoInZone(date: Date, timeZone: string): string {
  const { wall, offset } = local(date, timeZone);
  const ms = wall.getUTCMilliseconds();
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${ymd(wall)}T${hm(wall)}:${two(wall.getUTCSeconds())}.${ms < 10 ? "00" : ms < 100 ? "0" : ""}${ms}${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/** day/month/year hour:minute (bookings report). */
export const dateTimeBr = (date: Date, timeZone: string) => {
  const { wall } = local(date, timeZone);
  return `${dmy(wall)} ${hm(wall)}`;
};

/** day/month/year (groups usage range). */
export const dateBr = (date: Date, timeZone: string) => dmy(local(date, timeZone).wall);

/** YYYY-MM-DD (groups usage people). */
export const dateIso = (date: Date, timeZone: string) => ymd(local(date, timeZone).wall);
