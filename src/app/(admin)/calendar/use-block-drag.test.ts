import { describe, expect, it } from "vitest";
import { zonedDay } from "@/lib/time/zoned-time";
import type { Block } from "./types";
import { draggedInterval, keyDrag } from "./use-block-drag";

const newYork = "America/New_York";
// Friday 30 October 2026, 14:00–15:00 in New York (EDT); the clocks go back on Sunday 1 November.
const block = { start_date: "2026-10-30T18:00:00.000Z", end_date: "2026-10-30T19:00:00.000Z" } as Block;
const clock = (ms: number) => zonedDay(ms, newYork).minute;

describe("draggedInterval", () => {
  it("moves by days on the wall clock, so 14:00 stays 14:00 across a DST change", () => {
    const { start, end } = draggedInterval(block, { kind: "move", days: 3, slots: 2 }, newYork);
    expect(new Date(start).toISOString()).toBe("2026-11-02T20:00:00.000Z");
    expect([clock(start), clock(end)]).toEqual([15 * 60, 16 * 60]);
  });

  it("resizes the end only, and never below one step", () => {
    const longer = draggedInterval(block, { kind: "resize", days: 0, slots: 3 }, newYork);
    expect([clock(longer.start), clock(longer.end)]).toEqual([14 * 60, 16 * 60 + 30]);
    const shortest = draggedInterval(block, { kind: "resize", days: 0, slots: -5 }, newYork);
    expect(shortest.end - shortest.start).toBe(30 * 60_000);
  });
});

describe("keyDrag", () => {
  const key = (key: string, altKey = true, shiftKey = false) => keyDrag({ key, altKey, shiftKey });
  it("moves by a step with Alt+Up/Down and by a day with Alt+Left/Right", () => {
    expect(key("ArrowDown")).toEqual({ kind: "move", days: 0, slots: 1 });
    expect(key("ArrowUp")).toEqual({ kind: "move", days: 0, slots: -1 });
    expect(key("ArrowLeft")).toEqual({ kind: "move", days: -1, slots: 0 });
    expect(key("ArrowRight")).toEqual({ kind: "move", days: 1, slots: 0 });
  });

  it("moves the end with Alt+Shift+Up/Down, and leaves other keys to the page", () => {
    expect(key("ArrowDown", true, true)).toEqual({ kind: "resize", days: 0, slots: 1 });
    expect(key("ArrowRight", true, true)).toBeNull();
    expect(key("ArrowDown", false)).toBeNull();
    expect(key("Enter")).toBeNull();
  });
});
