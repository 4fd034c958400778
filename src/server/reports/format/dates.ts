const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(date: Date, timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return parts as Record<"year" | "month" | "day" | "hour" | "minute" | "second", string>;
}

/** ISO 8601 with the school's offset, e.g. 2026-03-10T09:00:00.000-03:00. */
export function isoInZone(date: Date, timeZone: string): string {
  const p = partsIn(date, timeZone);
  const local = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second, date.getUTCMilliseconds());
  const offset = Math.round((local - date.getTime()) / 60_000);
  const sign = offset < 0 ? "-" : "+";
  const hh = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
  const mm = String(Math.abs(offset) % 60).padStart(2, "0");
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}.${String(date.getUTCMilliseconds()).padStart(3, "0")}${sign}${hh}:${mm}`;
}

/** day/month/year hour:minute (bookings report). */
export const dateTimeBr = (date: Date, timeZone: string) => {
  const p = partsIn(date, timeZone);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
};

/** day/month/year (groups usage range). */
export const dateBr = (date: Date, timeZone: string) => {
  const p = partsIn(date, timeZone);
  return `${p.day}/${p.month}/${p.year}`;
};

/** YYYY-MM-DD (groups usage people). */
export const dateIso = (date: Date, timeZone: string) => {
  const p = partsIn(date, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
};
