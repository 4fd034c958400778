"use client";

import { useMemo } from "react";
import { useLocale } from "next-intl";
import type { CalendarView } from "./view-range";
import { parseDay } from "@/lib/time/day-bounds";
import { DAY_MS, monthStart, zonedDay } from "@/lib/time/zoned-time";

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Dates and times for the calendar: days (dayMs) as calendar dates, instants in the teacher's zone. */
export function useCalendarFormat(timeZone: string) {
  const locale = useLocale();
  return useMemo(() => {
    const utc = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    const zoned = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone });
    const weekdayLong = utc({ weekday: "long" });
    const weekdayShort = utc({ weekday: "short" });
    const dayMonth = utc({ day: "2-digit", month: "2-digit" });
    const dayNumber = utc({ day: "numeric" });
    const longDate = utc({ day: "numeric", month: "long", year: "numeric" });
    const numericDate = utc({ day: "2-digit", month: "2-digit", year: "numeric" });
    const list = new Intl.ListFormat(locale, { type: "conjunction" });
    const weekTitle = utc({ day: "numeric", month: "short", year: "numeric" });
    const monthTitle = utc({ month: "long", year: "numeric" });
    const time = zoned({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    const dateTime = zoned({
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    return {
      weekday: (dayMs: number) => capitalize(weekdayLong.format(dayMs)),
      weekdayShort: (dayMs: number) => capitalize(weekdayShort.format(dayMs)),
      dayMonth: (dayMs: number) => dayMonth.format(dayMs),
      dayNumber: (dayMs: number) => dayNumber.format(dayMs),
      longDate: (dayMs: number) => longDate.format(dayMs),
      /** Local days as the server names them ("2026-12-16") in the page's words: "16/12/2026 e 23/12/2026". */
      days: (days: readonly string[]) =>
        list.format(
          days.map((day) => {
            const dayMs = parseDay(day);
            return dayMs === undefined ? day : numericDate.format(dayMs);
          }),
        ),
      time: (ms: number) => time.format(ms),
      dateTime: (ms: number) => dateTime.format(ms),
      /** "09:00–10:30" within a day, else both dates and times. */
      span: (start: number, end: number) =>
        zonedDay(start, timeZone).dayMs === zonedDay(end - 1, timeZone).dayMs
          ? `${time.format(start)}–${time.format(end)}`
          : `${dateTime.format(start)} – ${dateTime.format(end)}`,
      /** "10 – 16 de mar. de 2025" or "março de 2025". */
      title: (view: CalendarView, days: readonly number[], anchor: number) =>
        view === "week"
          ? weekTitle.formatRange(days[0] ?? anchor, (days[days.length - 1] ?? anchor) + DAY_MS - 1)
          : capitalize(monthTitle.format(monthStart(anchor))),
    };
  }, [locale, timeZone]);
}

export type CalendarFormat = ReturnType<typeof useCalendarFormat>;
