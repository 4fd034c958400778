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

describe("report dates across a daylight-saving change", () => {
  it("agree with Intl every 17 min 13 s through a year with and one without daylight saving in Brazil", () => {
    const zones = [
      "America/Sao_Paulo",
      "America/New_York",
      "Europe/Lisbon",
      "Australia/Lord_Howe",
      "Pacific/Chatham",
      "Asia/Kathmandu",
    ];
    const wrong: string[] = [];
    for (const zone of zones) {
      const intl = new Intl.DateTimeFormat("sv-SE", {
        timeZone: zone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
        hourCycle: "h23",
      });
      for (const year of [2018, 2026]) {
        for (let ms = Date.UTC(year, 0, 1); ms < Date.UTC(year + 1, 0, 1); ms += 1_033_000) {
          const date = new Date(ms);
          const iso = isoInZone(date, zone);
          if (iso.slice(0, 19) !== intl.format(date).replace(" ", "T") || Date.parse(iso) !== ms)
            wrong.push(`${zone} ${date.toISOString()} ${iso}`);
        }
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
