"use client";

import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { DAY_MS, zonedDay, zonedInstant } from "@/lib/time/zoned-time";
import { blockInterval, type Block } from "./types";
import { SLOT_MINUTES, SLOTS } from "./view-range";

/** A drag in progress: whole days and grid steps the pointer has moved, and what it does to the block. */
export type BlockDrag = { blockId: string; kind: "move" | "resize"; days: number; slots: number };

/** The day columns' box on screen: a drop outside it is refused. */
type Area = { left: number; right: number; top: number; bottom: number };

type Start = {
  block: Block;
  kind: BlockDrag["kind"];
  x: number;
  y: number;
  width: number;
  slotHeight: number;
  area: Area;
};

/** Where a drop lands: a new interval, or outside the week's day columns; `keyboard` when a key moved it. */
export type Drop = { block: Block; keyboard?: boolean } & (
  { outside: false; start: number; end: number } | { outside: true }
);

/** The keyboard's drag: Alt+arrows move the block by a step or a day, Alt+Shift+Up/Down move its end by a step. */
export function keyDrag(event: { key: string; altKey: boolean; shiftKey: boolean }): Omit<BlockDrag, "blockId"> | null {
  if (!event.altKey) return null;
  const slots = { ArrowUp: -1, ArrowDown: 1 }[event.key] ?? 0;
  const days = event.shiftKey ? 0 : ({ ArrowLeft: -1, ArrowRight: 1 }[event.key] ?? 0);
  if (!slots && !days) return null;
  return { kind: event.shiftKey ? "resize" : "move", days, slots };
}

/** An instant moved by whole days and minutes on the zone's wall clock, so that 14:00 stays 14:00 across DST. */
function shift(ms: number, days: number, minutes: number, timeZone: string) {
  const { dayMs, minute } = zonedDay(ms, timeZone);
  return zonedInstant(dayMs + days * DAY_MS, minute + minutes, timeZone);
}

/** The block's new start and end after a drag. A resize keeps at least one step. */
export function draggedInterval(block: Block, drag: Omit<BlockDrag, "blockId">, timeZone: string) {
  const { start, end } = blockInterval(block);
  if (drag.kind === "move")
    return {
      start: shift(start, drag.days, drag.slots * SLOT_MINUTES, timeZone),
      end: shift(end, drag.days, drag.slots * SLOT_MINUTES, timeZone),
    };
  return { start, end: Math.max(start + SLOT_MINUTES * 60_000, shift(end, 0, drag.slots * SLOT_MINUTES, timeZone)) };
}

/**
 * Dragging a block of the week grid: its body moves it (by steps and days), its bottom edge resizes it, snapping to
 * the grid's step. On release `onDrop` receives the new interval, or that the pointer left the week's day columns
 * (the board saves the one and refuses the other); a press without a step of movement is a click.
 */
export function useBlockDrag(timeZone: string, onDrop: (drop: Drop) => void) {
  const start = useRef<Start | null>(null);
  const moved = useRef(false);
  const [drag, setDragState] = useState<BlockDrag | null>(null);
  const current = useRef<BlockDrag | null>(null);
  const setDrag = (next: BlockDrag | null) => {
    current.current = next;
    setDragState(next);
  };

  const measure = (event: PointerEvent<HTMLElement>, block: Block): Start | null => {
    const column = event.currentTarget.closest<HTMLElement>("[data-day-column]");
    if (!column) return null;
    const rect = column.getBoundingClientRect();
    const columns = column.parentElement?.querySelectorAll<HTMLElement>("[data-day-column]");
    const first = (columns?.[0] ?? column).getBoundingClientRect();
    const last = (columns?.[columns.length - 1] ?? column).getBoundingClientRect();
    const area = { left: first.left, right: last.right, top: rect.top, bottom: rect.bottom };
    const kind = (event.target as HTMLElement).closest("[data-resize]") ? "resize" : "move";
    const slotHeight = rect.height / SLOTS;
    return { block, kind, x: event.clientX, y: event.clientY, width: rect.width, slotHeight, area };
  };

  const handlers = (block: Block) => ({
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      const measured = measure(event, block);
      if (!measured) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      start.current = measured;
      moved.current = false;
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const s = start.current;
      if (!s) return;
      const slots = Math.round((event.clientY - s.y) / s.slotHeight);
      const days = s.kind === "move" ? Math.round((event.clientX - s.x) / s.width) : 0;
      if (slots === 0 && days === 0 && !moved.current) return;
      moved.current = true;
      const last = current.current;
      if (last?.slots !== slots || last.days !== days) setDrag({ blockId: s.block.id, kind: s.kind, days, slots });
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const s = start.current;
      const last = current.current;
      start.current = null;
      setDrag(null);
      if (!s || !last || !(last.days || last.slots)) return;
      const { left, right, top, bottom } = s.area;
      const { clientX: x, clientY: y } = event;
      if (x < left || x > right || y < top || y > bottom) onDrop({ block: s.block, outside: true });
      else onDrop({ block: s.block, outside: false, ...draggedInterval(s.block, last, timeZone) });
    },
    onPointerCancel() {
      start.current = null;
      setDrag(null);
    },
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const step = keyDrag(event);
      if (!step) return;
      event.preventDefault();
      onDrop({ block, keyboard: true, outside: false, ...draggedInterval(block, step, timeZone) });
    },
    /** After a drag the click that ends it is not a click. */
    wasDragged: () => {
      const dragged = moved.current;
      moved.current = false;
      return dragged;
    },
  });

  return { drag, handlers };
}
