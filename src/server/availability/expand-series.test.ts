import { describe, expect, it } from "vitest";
import { zonedDay } from "@/lib/time/zoned-time";
import { expandSeries, parseRRule, rruleText } from "./expand-series";
import { maxOccurrences } from "./series-schema";

const newYork = "America/New_York";
// Tuesday 27 October 2026, 14:00 in New York (EDT); the clocks go back on Sunday 1 November.
const start = Date.parse("2026-10-27T18:00:00Z");
const rule = { start, end: start + 3_600_000, timeZone: newYork, byDay: ["TU", "TH"] as const, count: 4 };

describe("expandSeries", () => {
  it("keeps the wall clock across a DST change", () => {
    const occurrences = expandSeries(rule);
    expect(occurrences.map((o) => o.day)).toEqual(["2026-10-27", "2026-10-29", "2026-11-03", "2026-11-05"]);
    expect(occurrences.map((o) => zonedDay(o.start, newYork).minute)).toEqual([840, 840, 840, 840]);
    expect(occurrences.map((o) => new Date(o.start).getUTCHours())).toEqual([18, 18, 19, 19]);
    expect(occurrences.every((o) => o.end - o.start === 3_600_000)).toBe(true);
  });

  it("stops at UNTIL (inclusive, in the zone) and leaves out excluded days", () => {
    const until = Date.parse("2026-11-10T19:00:00Z");
    const days = expandSeries({ ...rule, count: undefined, until, excludedDays: ["2026-10-29"] }).map((o) => o.day);
    expect(days).toEqual(["2026-10-27", "2026-11-03", "2026-11-05", "2026-11-10"]);
  });

  it("stops one past the cap, so that a longer rule can be refused", () => {
    expect(expandSeries({ ...rule, count: 500 })).toHaveLength(maxOccurrences + 1);
  });

  it("writes and reads back the RRULE value", () => {
    expect(rruleText(rule)).toBe("FREQ=WEEKLY;WKST=MO;BYDAY=TU,TH;COUNT=4");
    const until = Date.parse("2026-11-10T19:00:00Z");
    const text = rruleText({ ...rule, count: undefined, until });
    expect(text).toBe("FREQ=WEEKLY;WKST=MO;BYDAY=TU,TH;UNTIL=20261110T140000");
    expect(parseRRule(text, newYork)).toEqual({ byDay: ["TU", "TH"], until });
  });
});
