import { describe, expect, it } from "vitest";
import { fromLocalInput, sameWallClock, toLocalInput, zonedDay, zonedInstant } from "./zoned-time";

const SP = "America/Sao_Paulo";
const NY = "America/New_York";
const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

describe("datetime-local values in a zone", () => {
  it("reads 08:00 in São Paulo as 11:00Z, whatever the process's zone", () => {
    expect(iso(fromLocalInput("2026-03-10T08:00", SP))).toBe("2026-03-10T11:00:00.000Z");
    expect(toLocalInput(Date.parse("2026-03-10T11:00:00Z"), SP)).toBe("2026-03-10T08:00");
  });

  it("takes ms or an ISO string, and gives an empty value for none", () => {
    expect(toLocalInput("2026-03-10T11:00:00.000Z", SP)).toBe("2026-03-10T08:00");
    expect(toLocalInput(null, SP)).toBe("");
    expect(toLocalInput(undefined, SP)).toBe("");
    expect(toLocalInput("not a date", SP)).toBe("");
  });

  it("refuses empty and malformed values", () => {
    expect(fromLocalInput("", SP)).toBeUndefined();
    expect(fromLocalInput("2026-03-10", SP)).toBeUndefined();
    expect(fromLocalInput("2026-13-10T08:00", SP)).toBeUndefined();
    expect(fromLocalInput("2026-03-10T25:00", SP)).toBeUndefined();
  });

  it("follows New York's DST: 08:00 is 13:00Z in winter and 12:00Z in summer", () => {
    expect(iso(fromLocalInput("2026-01-15T08:00", NY))).toBe("2026-01-15T13:00:00.000Z");
    expect(iso(fromLocalInput("2026-07-15T08:00", NY))).toBe("2026-07-15T12:00:00.000Z");
    expect(toLocalInput(Date.parse("2026-07-15T12:00:00Z"), NY)).toBe("2026-07-15T08:00");
  });

  it("round-trips every hour of New York's DST days that exists", () => {
    for (const day of ["2026-03-08", "2026-11-01"])
      for (let hour = 0; hour < 24; hour++) {
        if (day === "2026-03-08" && hour === 2) continue; // 02:00–03:00 does not exist that day
        const value = `${day}T${String(hour).padStart(2, "0")}:30`;
        expect(toLocalInput(fromLocalInput(value, NY)!, NY)).toBe(value);
      }
  });

  it("keeps the wall clock when the zone changes", () => {
    const eightInSp = fromLocalInput("2026-07-15T08:00", SP)!;
    expect(toLocalInput(sameWallClock(eightInSp, SP, NY), NY)).toBe("2026-07-15T08:00");
    expect(sameWallClock(eightInSp, SP, SP)).toBe(eightInSp);
  });
});

describe("zonedDay and zonedInstant", () => {
  it("give the day and minute of an instant in the zone, and back", () => {
    const at = Date.parse("2026-03-10T02:30:00Z"); // 23:30 of the 9th in São Paulo
    const { dayMs, minute } = zonedDay(at, SP);
    expect(new Date(dayMs).toISOString().slice(0, 10)).toBe("2026-03-09");
    expect(minute).toBe(23 * 60 + 30);
    expect(zonedInstant(dayMs, minute, SP)).toBe(at);
  });
});

describe("a wall clock a DST change skips", () => {
  it("is read with the offset before the change", () => {
    // New York, 8 March 2026: 02:00 jumps to 03:00; 02:30 is taken as 03:30 EDT.
    expect(iso(fromLocalInput("2026-03-08T02:30", "America/New_York"))).toBe("2026-03-08T07:30:00.000Z");
  });
});
