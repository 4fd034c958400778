"use client";

import { useTranslations } from "next-intl";
import { DayColumn } from "./day-column";
import type { Block, Booking } from "./types";
import type { CalendarFormat } from "./use-calendar-format";
import { useBlockDrag, type Drop } from "./use-block-drag";
import { selectionBounds, useCellSelection } from "./use-cell-selection";
import { DAY_FROM, DAY_TO, SLOT_MINUTES, slotMinute } from "./view-range";
import { clockLabel, zonedInstant } from "@/lib/time/zoned-time";

type Props = {
  days: number[];
  today: number;
  timeZone: string;
  format: CalendarFormat;
  blocks: Block[];
  bookings: Booking[];
  onSelectRange: (start: number, end: number) => void;
  onOpenBlock: (block: Block) => void;
  /** A block dropped: at a new interval, or outside the day columns. */
  onDropBlock: (drop: Drop) => void;
};

const hours = Array.from({ length: (DAY_TO - DAY_FROM) / 60 }, (_, i) => DAY_FROM + i * 60);

/** Seven day columns × 30-minute cells from 07:00 to 22:00 in the teacher's zone, with blocks and bookings drawn over them. */
export function WeekGrid({
  days,
  today,
  timeZone,
  format,
  blocks,
  bookings,
  onSelectRange,
  onOpenBlock,
  onDropBlock,
}: Props) {
  const t = useTranslations("calendar");
  const { drag, handlers: dragHandlers } = useBlockDrag(timeZone, onDropBlock);
  const { gridRef, focus, selection, isSelected, columnHandlers, cellHandlers } = useCellSelection(
    days.length,
    (day, from, to) => {
      const dayMs = days[day];
      if (dayMs === undefined) return;
      onSelectRange(
        zonedInstant(dayMs, slotMinute(from), timeZone),
        zonedInstant(dayMs, slotMinute(to) + SLOT_MINUTES, timeZone),
      );
    },
  );
  // What every day's column shares.
  const column = { timeZone, format, blocks, bookings, onOpenBlock, drag, dragHandlers };
  const selected =
    selection?.by === "keyboard" ? { ...selectionBounds(selection), dayMs: days[selection.day] ?? 0 } : null;

  return (
    <section aria-labelledby="week-grid-title" className="grid gap-2">
      <h2 id="week-grid-title" className="sr-only">
        {t("weekGridTitle")}
      </h2>
      <p id="week-grid-hint" className="text-sm text-muted-foreground">
        {t("selectHint")}
      </p>
      <p id="week-grid-drag-hint" className="sr-only">
        {t("dragHint")}
      </p>
      <p aria-live="polite" className="sr-only">
        {selected &&
          t("selectionStatus", {
            day: format.weekday(selected.dayMs),
            start: clockLabel(slotMinute(selected.from)),
            end: clockLabel(slotMinute(selected.to) + SLOT_MINUTES),
          })}
      </p>
      <div className="relative overflow-x-auto rounded-lg border">
        <div ref={gridRef} className="grid min-w-[52rem] grid-cols-[3.5rem_repeat(7,minmax(0,1fr))] select-none">
          <div className="border-b" />
          {days.map((day) => (
            <div
              key={day}
              className={`border-b border-l px-2 py-1.5 text-center text-xs ${day === today ? "bg-accent font-semibold" : ""}`}
            >
              <span className="block">{format.weekdayShort(day)}</span>
              <span className="block text-muted-foreground">{format.dayMonth(day)}</span>
            </div>
          ))}
          <div aria-hidden>
            {hours.map((minute) => (
              <div key={minute} className="h-14 pr-2 text-right text-[0.7rem] leading-none text-muted-foreground">
                <span className="relative -top-0.5">{clockLabel(minute)}</span>
              </div>
            ))}
          </div>
          {days.map((day, index) => (
            <DayColumn
              key={day}
              {...column}
              dayMs={day}
              index={index}
              tabStop={focus.day === index ? focus.slot : null}
              isSelected={(slot) => isSelected(index, slot)}
              columnHandlers={columnHandlers(index)}
              cellHandlers={(slot) => cellHandlers(index, slot)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
