import { describe, expect, it } from "vitest";
import { fromLocalInput } from "@/lib/time/zoned-time";
import { shiftSeries } from "./series-shift";

const zone = "America/Sao_Paulo";
const at = (local: string, timeZone = zone) => fromLocalInput(local, timeZone)!;

describe("shiftSeries", () => {
  const series = { start_date: at("2026-03-03T14:00"), end_date: at("2026-03-03T16:00"), by_day: ["TU" as const] };
  const occurrence = { start: at("2026-03-17T14:00"), end: at("2026-03-17T16:00") };

  it("moves the first occurrence and the weekdays by the days and minutes an occurrence was dragged", () => {
    const to = { start: at("2026-03-18T15:30"), end: at("2026-03-18T17:30") };
    expect(shiftSeries(series, occurrence, to, zone)).toEqual({
      start_date: at("2026-03-04T15:30"),
      end_date: at("2026-03-04T17:30"),
      by_day: ["WE"],
    });
  });

  it("resizes every occurrence as one was resized, keeping the days", () => {
    const to = { start: occurrence.start, end: at("2026-03-17T17:00") };
    expect(shiftSeries({ ...series, by_day: ["TU", "TH"] }, occurrence, to, zone)).toEqual({
      start_date: series.start_date,
      end_date: at("2026-03-03T17:00"),
      by_day: ["TU", "TH"],
    });
  });

  it("wraps weekdays around the week, Monday first", () => {
    const back = { start: at("2026-03-15T14:00"), end: at("2026-03-15T16:00") };
    expect(shiftSeries({ ...series, by_day: ["TU", "SA"] }, occurrence, back, zone).by_day).toEqual(["TH", "SU"]);
  });

  it("keeps the wall clock when the drag crosses a daylight-saving change (a day of 23 hours)", () => {
    const paris = "Europe/Paris";
    const saturdays = {
      start_date: at("2026-03-14T09:00", paris),
      end_date: at("2026-03-14T10:00", paris),
      by_day: ["SA" as const],
    };
    const from = { start: at("2026-03-28T09:00", paris), end: at("2026-03-28T10:00", paris) };
    const to = { start: at("2026-03-29T09:00", paris), end: at("2026-03-29T10:00", paris) };
    expect(to.start - from.start).toBe(23 * 3_600_000);
    expect(shiftSeries(saturdays, from, to, paris)).toEqual({
      start_date: at("2026-03-15T09:00", paris),
      end_date: at("2026-03-15T10:00", paris),
      by_day: ["SU"],
    });
  });
});
