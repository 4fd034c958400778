"use client";

import type { KeyboardEvent, MouseEvent, PointerEvent } from "react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { blockInterval, bookingInterval, type Block, type Booking } from "./types";
import type { CalendarFormat } from "./use-calendar-format";
import type { BlockDrag } from "./use-block-drag";
import { placeInDay, SLOTS, slotMinute } from "./view-range";
import { clockLabel } from "@/lib/time/zoned-time";

type Props = {
  dayMs: number;
  index: number;
  timeZone: string;
  format: CalendarFormat;
  blocks: Block[];
  bookings: Booking[];
  /** The slot that is the grid's tab stop, when it is in this column. */
  tabStop: number | null;
  isSelected: (slot: number) => boolean;
  columnHandlers: {
    onPointerDown: (e: PointerEvent<HTMLElement>) => void;
    onPointerMove: (e: PointerEvent<HTMLElement>) => void;
  };
  cellHandlers: (slot: number) => {
    onClick: (e: MouseEvent<HTMLButtonElement>) => void;
    onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => void;
  };
  onOpenBlock: (block: Block) => void;
  /** The block being dragged, if any, and the pointer handlers that drag a block. */
  drag: BlockDrag | null;
  dragHandlers: (block: Block) => {
    onPointerDown: (e: PointerEvent<HTMLElement>) => void;
    onPointerMove: (e: PointerEvent<HTMLElement>) => void;
    onPointerUp: (e: PointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
    wasDragged: () => boolean;
  };
};

const slots = Array.from({ length: SLOTS }, (_, slot) => slot);
const position = (place: { top: number; height: number }) => ({ top: `${place.top}%`, height: `${place.height}%` });

/** Where a dragged block is drawn until it is dropped: moved by steps and days, or its bottom edge by steps. */
function dragged(place: { top: number; height: number }, drag: BlockDrag | null) {
  if (!drag) return position(place);
  const step = 100 / SLOTS;
  if (drag.kind === "resize")
    return position({ top: place.top, height: Math.max(step, place.height + drag.slots * step) });
  return {
    ...position({ top: place.top + drag.slots * step, height: place.height }),
    translate: `${drag.days * 100}% 0`,
  };
}

/** One day: its cells (buttons) and, over them, the blocks (open for edit) and bookings (for information; the pointer passes through). */
export function DayColumn({
  dayMs,
  index,
  timeZone,
  format,
  blocks,
  bookings,
  tabStop,
  isSelected,
  columnHandlers,
  cellHandlers,
  onOpenBlock,
  drag,
  dragHandlers,
}: Props) {
  const t = useTranslations("calendar");
  const weekday = format.weekday(dayMs);
  const date = format.dayMonth(dayMs);
  const placedBlocks = blocks.flatMap((block) => {
    const interval = blockInterval(block);
    const place = placeInDay(interval, dayMs, timeZone);
    return place ? [{ block, interval, place }] : [];
  });
  const placedBookings = bookings.flatMap((booking) => {
    const interval = bookingInterval(booking);
    const place = placeInDay(interval, dayMs, timeZone);
    return place ? [{ booking, interval, place }] : [];
  });

  return (
    <div className="relative border-l" data-day-column {...columnHandlers}>
      {slots.map((slot) => (
        <button
          key={slot}
          type="button"
          data-cell={`${index}-${slot}`}
          tabIndex={tabStop === slot ? 0 : -1}
          aria-label={t("cellLabel", { weekday, date, time: clockLabel(slotMinute(slot)) })}
          aria-describedby="week-grid-hint"
          className={cn(
            "block h-7 w-full outline-none hover:bg-accent/60 focus-visible:relative focus-visible:z-20 focus-visible:ring-2 focus-visible:ring-ring",
            slot % 2 === 1 ? "border-b" : "border-b border-dashed border-b-border/60",
            isSelected(slot) && "bg-primary/25 hover:bg-primary/25",
          )}
          {...cellHandlers(slot)}
        />
      ))}
      {(placedBlocks.length > 0 || placedBookings.length > 0) && (
        <ul aria-label={t("dayItems", { day: `${weekday} ${date}` })} className="pointer-events-none absolute inset-0">
          {placedBlocks.map(({ block, interval, place }) => {
            const { wasDragged, ...pointer } = dragHandlers(block);
            const moving = drag?.blockId === block.id ? drag : null;
            return (
              // The whole width, so that no sliver of the cells below stays a target too small to hit.
              <li
                key={block.id}
                className={cn("pointer-events-auto absolute inset-x-0 px-0.5", moving && "z-30 opacity-80")}
                style={dragged(place, moving)}
              >
                <button
                  type="button"
                  data-block-id={block.id}
                  {...pointer}
                  onClick={() => {
                    if (!wasDragged()) onOpenBlock(block);
                  }}
                  aria-describedby="week-grid-drag-hint"
                  className="relative flex size-full cursor-grab touch-none flex-col justify-start overflow-hidden rounded border border-destructive/50 bg-[repeating-linear-gradient(135deg,transparent,transparent_6px,rgb(0_0_0/0.04)_6px,rgb(0_0_0/0.04)_12px)] bg-destructive/10 px-1 text-left text-[0.7rem] leading-tight text-destructive hover:bg-destructive/20 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none active:cursor-grabbing"
                >
                  <span className="sr-only">{t("blockPrefix")} </span>
                  <span className="block truncate font-medium">{block.reason}</span>
                  <span className="block truncate">{format.span(interval.start, interval.end)}</span>
                  <span
                    aria-hidden
                    data-resize
                    className="absolute inset-x-0 bottom-0 h-2 cursor-ns-resize bg-destructive/20"
                  />
                </button>
              </li>
            );
          })}
          {placedBookings.map(({ booking, interval, place }) => (
            <li
              key={booking.id}
              className="absolute right-0.5 left-[35%] z-10 overflow-hidden rounded border border-primary/50 bg-primary/15 px-1 text-[0.7rem] leading-tight"
              style={position(place)}
            >
              <span className="sr-only">{t("bookingPrefix")} </span>
              <span className="block truncate font-medium">{booking.student_name}</span>
              <span className="block truncate">
                {booking.discipline_name} · {format.span(interval.start, interval.end)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
