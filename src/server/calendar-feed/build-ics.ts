import { TZDate } from "@date-fns/tz";
import ical from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { createTranslator } from "use-intl";
import type { Locale } from "@/i18n/locales";
import en from "@/i18n/messages/en/calendar-feed.json";
import ptBR from "@/i18n/messages/pt-BR/calendar-feed.json";
import { icalText } from "./ical-text";
import type { FeedContent } from "./read-calendar-feed";

const feedMessages: Record<Locale, typeof ptBR> = { "pt-BR": ptBR, en };

/**
 * The feed as iCalendar text: times in the school's zone (TZID, with its VTIMEZONE from the IANA
 * data), one event per block and booking, whose UID stays the same as long as the record lives, so
 * calendar clients update events in place. Every text is cleared of the control characters RFC 5545 forbids.
 */
export function buildIcs(content: FeedContent, locale: Locale): string {
  const t = createTranslator({ locale, messages: feedMessages[locale], namespace: "calendarFeed.feed" });
  const zone = content.timeZone;
  const school = content.schoolName;
  const calendar = ical({
    name: icalText(school ? t("schoolName", { school }) : t("ownName", { owner: content.owner })),
    prodId: { company: "learning-platform-admin", product: "calendar-feed", language: locale.toUpperCase() },
    // No calendar-wide name: ical-generator would then write DTSTAMP in the zone without its TZID.
    timezone: { name: null, generator: (tz) => tzlib_get_ical_block(tz)[0] ?? null },
  });
  calendar.x([["X-WR-TIMEZONE", zone]]);
  for (const e of content.events) {
    const summary =
      e.kind === "block"
        ? t(school ? "schoolBlock" : "block", { teacher: e.teacher, reason: e.reason! })
        : t(school ? "schoolBooking" : "booking", {
            teacher: e.teacher,
            discipline: e.discipline!,
            student: e.student!,
          });
    calendar.createEvent({
      id: `${e.kind}-${e.id}`,
      // ical-generator writes a TZID time from a date's own wall clock, which a TZDate keeps in the zone.
      start: new TZDate(e.start, zone),
      end: new TZDate(e.end, zone),
      timezone: zone,
      summary: icalText(summary),
    });
  }
  return calendar.toString();
}
