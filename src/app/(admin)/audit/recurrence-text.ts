/** A translator of the audit's `recurrence` messages (next-intl's `t` for "audit.recurrence"). */
type Translate = (key: string, values?: Record<string, string | number>) => string;
type Options = { t: Translate; locale: string; timeZone: string };

const weekdays = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
type Weekday = (typeof weekdays)[number];
const isWeekday = (code: string): code is Weekday => (weekdays as readonly string[]).includes(code);

/** The rule's parts (RFC 5545 RRULE value), or null when a part is one the sentence cannot say. */
function parse(rrule: string) {
  const parts = new Map<string, string>();
  for (const pair of rrule.replace(/^RRULE:/, "").split(";")) {
    const [name, value] = pair.split("=");
    if (!name || value === undefined) return null;
    parts.set(name.toUpperCase(), value.toUpperCase());
  }
  const days = (parts.get("BYDAY") ?? "").split(",").filter(Boolean);
  const interval = Number(parts.get("INTERVAL") ?? "1");
  const count = parts.has("COUNT") ? Number(parts.get("COUNT")) : undefined;
  const until = parts.get("UNTIL");
  const known = new Set(["FREQ", "BYDAY", "INTERVAL", "COUNT", "UNTIL", "WKST"]);
  const readable =
    parts.get("FREQ") === "WEEKLY" &&
    [...parts.keys()].every((name) => known.has(name)) &&
    days.every(isWeekday) &&
    Number.isInteger(interval) &&
    interval >= 1 &&
    (count === undefined || (Number.isInteger(count) && count >= 1)) &&
    (until === undefined || /^\d{8}(T\d{6}Z?)?$/.test(until));
  return readable ? { days: weekdays.filter((day) => days.includes(day)), interval, count, until } : null;
}

/**
 * UNTIL as a day: a floating value (what the app stores) is already the school's wall clock; a UTC one (`Z`) is an
 * instant, shown in the school's zone.
 */
function untilDay(until: string, { locale, timeZone }: Options): string {
  const [y, m, d, hh, mm, ss] = [0, 4, 6, 9, 11, 13].map((at, i) => Number(until.slice(at, at + (i ? 2 : 4))));
  const utc = Date.UTC(y!, m! - 1, d!, hh || 0, mm || 0, ss || 0);
  const zone = until.endsWith("Z") ? timeZone : "UTC";
  return new Intl.DateTimeFormat(locale, { dateStyle: "short", timeZone: zone }).format(new Date(utc));
}

/**
 * Weekday phrases joined in the language's list style, a repeated leading word said once: "às segundas e quartas",
 * "às segundas e aos sábados", "on Mondays and Wednesdays".
 */
function daysPhrase(days: readonly Weekday[], { t, locale }: Options): string {
  let previous = "";
  const phrases = days.map((day) => {
    const phrase = t(`days.${day}`);
    const space = phrase.indexOf(" ");
    const lead = space > 0 ? phrase.slice(0, space) : "";
    const said = lead && lead === previous ? phrase.slice(space + 1) : phrase;
    previous = lead;
    return said;
  });
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(phrases);
}

/**
 * A series' repetition as a sentence in the viewer's language ("Toda semana, às segundas e quartas, até
 * 15/12/2026"), or null for a rule the sentence cannot say (the page then shows its text).
 */
export function recurrenceText(rrule: string, options: Options): string | null {
  const rule = parse(rrule);
  if (!rule) return null;
  const { t } = options;
  const parts = [t("weekly", { interval: rule.interval })];
  if (rule.days.length) parts.push(daysPhrase(rule.days, options));
  if (rule.until) parts.push(t("until", { date: untilDay(rule.until, options) }));
  if (rule.count !== undefined) parts.push(t("count", { count: rule.count }));
  return parts.join(", ");
}
