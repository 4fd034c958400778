import { describe, expect, it } from "vitest";
import { DATE_SPECS } from "../../scripts/lib/e2e-dates";
import { e2eLanes } from "../../scripts/lib/e2e-lanes";

const specs = ["b.spec.ts", "a.spec.ts", "d.spec.ts", "c.spec.ts", "e.spec.ts"];
const appNow = "2026-11-25T15:00:00.000Z";
const matches = (patterns: RegExp[] | undefined, file: string) => patterns?.some((p) => p.test(`/repo/e2e/${file}`));

describe("the e2e run's lanes", () => {
  it("shares the specs among the suite-date lanes, each spec in exactly one", () => {
    const lanes = e2eLanes({ appNow, specs, laneCount: 2, extraDates: [] });
    expect(lanes.map((lane) => lane.name)).toEqual(["suite-date-1", "suite-date-2"]);
    for (const spec of specs) expect(lanes.filter((lane) => matches(lane.specs, spec))).toHaveLength(1);
    expect(lanes[0]!.specs!.map(String)).toEqual([/\/a\.spec\.ts$/, /\/c\.spec\.ts$/, /\/e\.spec\.ts$/].map(String));
    expect(lanes.every((lane) => lane.appNow === appNow)).toBe(true);
  });

  it("gives one lane every spec", () => {
    expect(e2eLanes({ appNow, specs, laneCount: 1, extraDates: [] })).toEqual([
      { name: "suite-date", appNow, specs: undefined },
    ]);
  });

  it("adds a lane per extra date, at noon at the schools, with the date-sensitive specs", () => {
    const lanes = e2eLanes({ appNow, specs, laneCount: 0, extraDates: ["2026-12-31", "2028-02-29"] });
    expect(lanes.map((lane) => [lane.name, lane.appNow])).toEqual([
      ["2026-12-31", "2026-12-31T15:00:00.000Z"],
      ["2028-02-29", "2028-02-29T15:00:00.000Z"],
    ]);
    for (const spec of DATE_SPECS) expect(matches(lanes[0]!.specs, spec.replace("e2e/", ""))).toBe(true);
    expect(matches(lanes[0]!.specs, "tokens.spec.ts")).toBe(false);
    expect(lanes.every((lane) => lane.grepInvert?.test("a test @date-free"))).toBe(true);
    expect(lanes[0]!.grepInvert!.test("a test @dates")).toBe(false);
  });
});
