import { describe, expect, it } from "vitest";
import { dateBr, dateIso, dateTimeBr, isoInZone } from "./dates";

describe("report dates in the school's time zone", () => {
  const instant = new Date("2026-03-10T02:05:09.042Z");
  it("formats ISO 8601 with the zone's offset", () => {
    expect(isoInZone(instant, "America/Sao_Paulo")).toBe("2026-03-09T23:05:09.042-03:00");
    expect(isoInZone(instant, "UTC")).toBe("2026-03-10T02:05:09.042+00:00");
    expect(isoInZone(instant, "Asia/Kolkata")).toBe("2026-03-10T07:35:09.042+05:30");
    expect(new Date(isoInZone(instant, "America/Manaus")).getTime()).toBe(instant.getTime());
  });
  it("formats day/month/year and YYYY-MM-DD", () => {
    expect(dateTimeBr(instant, "America/Sao_Paulo")).toBe("09/03/2026 23:05");
    expect(dateBr(instant, "America/Sao_Paulo")).toBe("09/03/2026");
    expect(dateIso(instant, "UTC")).toBe("2026-03-10");
  });
});
