"use client";

import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from "react";
import { SLOTS } from "./view-range";

type Cell = { day: number; slot: number };
export type Selection = { day: number; anchor: number; head: number; by: "pointer" | "keyboard" };

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** First and last slot of a selection, in order. */
export const selectionBounds = (s: Selection) => ({ from: Math.min(s.anchor, s.head), to: Math.max(s.anchor, s.head) });

/**
 * Choosing a time range in one day column of the week grid. Mouse: press, drag, release. Keyboard:
 * Enter (or Space) on a cell starts, arrows move (and extend within the day), Enter again finishes,
 * Escape cancels. The cells use a roving tabindex: one tab stop for the whole grid.
 */
export function useCellSelection(dayCount: number, onComplete: (day: number, from: number, to: number) => void) {
  const gridRef = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<Cell>({ day: 0, slot: 4 });
  const [selection, setSelection] = useState<Selection | null>(null);
  const drag = useRef<Selection | null>(null);

  const complete = (s: Selection) => {
    const { from, to } = selectionBounds(s);
    onComplete(s.day, from, to);
  };
  const finish = useEffectEvent(complete);

  useEffect(() => {
    const up = () => {
      const current = drag.current;
      if (!current) return;
      drag.current = null;
      setSelection(null);
      finish(current);
    };
    const cancel = () => {
      if (!drag.current) return;
      drag.current = null;
      setSelection(null);
    };
    window.addEventListener("pointerup", up);
    window.addEventListener("pointercancel", cancel);
    return () => {
      window.removeEventListener("pointerup", up);
      window.removeEventListener("pointercancel", cancel);
    };
  }, []);

  const moveFocus = (cell: Cell) => {
    setFocus(cell);
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-cell="${cell.day}-${cell.slot}"]`)?.focus();
  };

  /** The slot under the pointer in a day column (the element handling the event spans the whole day). */
  const slotAt = (event: PointerEvent<HTMLElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return clamp(Math.floor(((event.clientY - rect.top) / rect.height) * SLOTS), 0, SLOTS - 1);
  };

  const columnHandlers = (day: number) => ({
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0 || !(event.target as HTMLElement).closest("[data-cell]")) return;
      const slot = slotAt(event);
      const next: Selection = { day, anchor: slot, head: slot, by: "pointer" };
      drag.current = next;
      setSelection(next);
      setFocus({ day, slot });
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (!current || current.day !== day) return;
      const head = slotAt(event);
      if (head === current.head) return;
      drag.current = { ...current, head };
      setSelection(drag.current);
    },
  });

  const cellHandlers = (day: number, slot: number) => ({
    /** Keyboard and assistive technology clicks only (detail 0); the mouse goes through the pointer handlers. */
    onClick(event: MouseEvent<HTMLButtonElement>) {
      if (event.detail !== 0) return;
      if (selection?.by === "keyboard" && selection.day === day) {
        setSelection(null);
        complete({ ...selection, head: slot });
      } else setSelection({ day, anchor: slot, head: slot, by: "keyboard" });
    },
    onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
      const moves: Record<string, Cell> = {
        ArrowUp: { day, slot: slot - 1 },
        ArrowDown: { day, slot: slot + 1 },
        ArrowLeft: { day: day - 1, slot },
        ArrowRight: { day: day + 1, slot },
        Home: { day, slot: 0 },
        End: { day, slot: SLOTS - 1 },
      };
      if (event.key === "Escape" && selection) {
        event.preventDefault();
        event.stopPropagation();
        setSelection(null);
        return;
      }
      const target = moves[event.key];
      if (!target) return;
      event.preventDefault();
      const next = { day: clamp(target.day, 0, dayCount - 1), slot: clamp(target.slot, 0, SLOTS - 1) };
      moveFocus(next);
      if (selection?.by === "keyboard")
        setSelection(next.day === selection.day ? { ...selection, head: next.slot } : null);
    },
  });

  const isSelected = (day: number, slot: number) => {
    if (!selection || selection.day !== day) return false;
    const { from, to } = selectionBounds(selection);
    return slot >= from && slot <= to;
  };

  return { gridRef, focus, selection, isSelected, columnHandlers, cellHandlers };
}
