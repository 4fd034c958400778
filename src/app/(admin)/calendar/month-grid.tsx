"use client";

import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { blockInterval, bookingInterval, type Block, type Booking } from "./types";
import type { CalendarFormat } from "./use-calendar-format";
import { touchesDay } from "./view-range";
import { monthStart } from "@/lib/time/zoned-time";

type Props = {
  days: number[];
  anchor: number;
  today: number;
  timeZone: string;
  format: CalendarFormat;
  blocks: Block[];
  bookings: Booking[];
  onOpenBlock: (block: Block) => void;
  onOpenWeek: (day: number) => void;
};

/** Whole weeks covering the month; each day lists its blocks and bookings. The day number opens its week. */
export function MonthGrid({ days, anchor, today, timeZone, format, blocks, bookings, onOpenBlock, onOpenWeek }: Props) {
  const t = useTranslations("calendar");
  const month = monthStart(anchor);
  const nextMonth = monthStart(anchor, 1);

  return (
    <section aria-labelledby="month-grid-title" className="relative min-w-0 overflow-x-auto rounded-lg border">
      <h2 id="month-grid-title" className="sr-only">
        {t("monthGridTitle")}
      </h2>
      <ul className="grid min-w-[48rem] grid-cols-7">
        {days.map((day) => {
          const inMonth = day >= month && day < nextMonth;
          const dayBlocks = blocks.filter((block) => touchesDay(blockInterval(block), day, timeZone));
          const dayBookings = bookings.filter((booking) => touchesDay(bookingInterval(booking), day, timeZone));
          return (
            <li
              key={day}
              className={cn(
                "grid min-h-28 grid-cols-1 content-start gap-1 border-b border-l p-1.5",
                !inMonth && "bg-muted/40 text-muted-foreground",
              )}
            >
              <button
                type="button"
                onClick={() => onOpenWeek(day)}
                className={cn(
                  "justify-self-start rounded px-1.5 text-left text-xs hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                  day === today && "bg-primary font-semibold text-primary-foreground hover:bg-primary/90",
                )}
              >
                <span className="font-medium">{format.dayNumber(day)}</span>{" "}
                <span className={day === today ? undefined : "text-muted-foreground"}>{format.weekdayShort(day)}</span>
                {/* Named by what it shows, then what it does: a spoken name holds the visible text (WCAG 2.5.3). */}
                <span className="sr-only">
                  — {t("openWeek", { day: `${format.weekday(day)} ${format.longDate(day)}` })}
                </span>
              </button>
              {dayBlocks.length + dayBookings.length > 0 && (
                <ul aria-label={t("dayItems", { day: format.longDate(day) })} className="grid grid-cols-1 gap-1">
                  {dayBlocks.map((block) => {
                    const { start, end } = blockInterval(block);
                    return (
                      <li key={block.id}>
                        <button
                          type="button"
                          onClick={() => onOpenBlock(block)}
                          className="w-full overflow-hidden rounded border border-destructive/50 bg-destructive/10 px-1 text-left text-[0.7rem] leading-tight text-destructive hover:bg-destructive/20 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                        >
                          <span className="sr-only">{t("blockPrefix")} </span>
                          <span className="block truncate font-medium">{block.reason}</span>
                          <span className="block truncate">{format.span(start, end)}</span>
                        </button>
                      </li>
                    );
                  })}
                  {dayBookings.map((booking) => {
                    const { start, end } = bookingInterval(booking);
                    return (
                      <li
                        key={booking.id}
                        className={cn(
                          "overflow-hidden rounded border border-primary/50 bg-primary/15 px-1",
                          "text-[0.7rem] leading-tight text-foreground",
                        )}
                      >
                        <span className="sr-only">{t("bookingPrefix")} </span>
                        <span className="block truncate font-medium">{booking.student_name}</span>
                        <span className="block truncate">
                          {booking.discipline_name} · {format.span(start, end)}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
