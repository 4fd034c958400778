import { describe, expect, it } from "vitest";
import { dayBounds, dayValue, inclusiveDayRange, parseDay } from "./day-bounds";

const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());
const bounds = (from: string, to: string, zone: string) => {
  const { start, end } = dayBounds(from, to, zone);
  return { start: iso(start), end: iso(end) };
};

describe("dayBounds", () => {
  it("covers whole days of São Paulo, half-open: from 03:00Z of the first to 03:00Z after the last", () => {
    expect(bounds("2026-03-01", "2026-03-31", "America/Sao_Paulo")).toEqual({
      start: "2026-03-01T03:00:00.000Z",
      end: "2026-04-01T03:00:00.000Z",
    });
  });

  it("a one-day range is that day", () => {
    expect(bounds("2026-03-10", "2026-03-10", "America/Sao_Paulo")).toEqual({
      start: "2026-03-10T03:00:00.000Z",
      end: "2026-03-11T03:00:00.000Z",
    });
  });

  it("the day New York springs forward has 23 hours, the day it falls back 25", () => {
    const spring = dayBounds("2026-03-08", "2026-03-08", "America/New_York");
    expect(iso(spring.start)).toBe("2026-03-08T05:00:00.000Z");
    expect(iso(spring.end)).toBe("2026-03-09T04:00:00.000Z");
    expect(spring.end! - spring.start!).toBe(23 * 3_600_000);
    const fall = dayBounds("2026-11-01", "2026-11-01", "America/New_York");
    expect(fall.end! - fall.start!).toBe(25 * 3_600_000);
  });

  it("a range across Lisbon's DST change starts and ends at local midnight", () => {
    expect(bounds("2026-03-28", "2026-03-30", "Europe/Lisbon")).toEqual({
      start: "2026-03-28T00:00:00.000Z",
      end: "2026-03-30T23:00:00.000Z",
    });
  });

  it("São Paulo's old DST started at midnight: that day starts at 01:00 local", () => {
    // 4 November 2018: clocks went from 00:00 to 01:00 (UTC−3 to UTC−2).
    expect(bounds("2018-11-04", "2018-11-04", "America/Sao_Paulo")).toEqual({
      start: "2018-11-04T03:00:00.000Z",
      end: "2018-11-05T02:00:00.000Z",
    });
  });

  it("leaves a side undefined when its day is empty or not a date", () => {
    expect(dayBounds("", "2026-02-30", "America/Sao_Paulo")).toEqual({ start: undefined, end: undefined });
    expect(dayBounds("2026-02-28", "", "America/Sao_Paulo").end).toBeUndefined();
  });
});

describe("parseDay and dayValue", () => {
  it("round-trip a day, small years included", () => {
    for (const day of ["2026-03-10", "0099-01-01", "2024-02-29"]) expect(dayValue(parseDay(day)!)).toBe(day);
    expect(parseDay("2025-02-29")).toBeUndefined();
    expect(parseDay("10/03/2026")).toBeUndefined();
  });
});

describe("inclusiveDayRange", () => {
  it("ends at the last millisecond of the to-day, one before dayBounds' end", () => {
    const zone = "America/Sao_Paulo";
    const { start, end } = dayBounds("2026-06-01", "2026-06-30", zone);
    expect(inclusiveDayRange("2026-06-01", "2026-06-30", zone)).toEqual({ start_date: start, end_date: end! - 1 });
    expect(new Date(end! - 1).toISOString()).toBe("2026-07-01T02:59:59.999Z");
    expect(inclusiveDayRange("", "nope", zone)).toEqual({ start_date: undefined, end_date: undefined });
  });
});
