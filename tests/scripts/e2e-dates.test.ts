import { describe, expect, it } from "vitest";
import { DATE_SPECS, planDateRuns } from "../../scripts/lib/e2e-dates";

describe("npm run test:e2e:dates", () => {
  it("runs the date-sensitive specs on the three extra dates by default, at noon at the schools", () => {
    expect(planDateRuns([])).toEqual([
      { appNow: "2026-05-31T15:00:00.000Z", specs: DATE_SPECS },
      { appNow: "2026-12-31T15:00:00.000Z", specs: DATE_SPECS },
      { appNow: "2028-02-29T15:00:00.000Z", specs: DATE_SPECS },
    ]);
  });

  it("takes one date, a whole instant, and spec files or Playwright arguments", () => {
    expect(planDateRuns(["2027-01-01", "e2e/home.spec.ts", "-g", "home numbers"])).toEqual([
      { appNow: "2027-01-01T15:00:00.000Z", specs: ["e2e/home.spec.ts", "-g", "home numbers"] },
    ]);
    expect(planDateRuns(["2027-01-01T02:30:00Z"])[0]?.appNow).toBe("2027-01-01T02:30:00Z");
  });

  it("refuses a day the calendar does not have", () => {
    expect(() => planDateRuns(["2027-02-29"])).toThrow(/Not a calendar date/);
  });
});
