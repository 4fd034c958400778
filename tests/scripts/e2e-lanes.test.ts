import { describe, expect, it } from "vitest";
import { DATE_SPECS } from "../../scripts/lib/e2e-dates";
import { e2eLanes } from "../../scripts/lib/e2e-lanes";

const appNow = "2026-11-25T15:00:00.000Z";
const matches = (patterns: RegExp[] | undefined, file: string) => patterns?.some((p) => p.test(`/repo/e2e/${file}`));

describe("the e2e run's lanes", () => {
  it("gives the suite's date every spec and the servers asked for", () => {
    expect(e2eLanes({ appNow, suiteServers: 2, extraDates: [] })).toEqual([
      { name: "suite-date", appNow, specs: undefined, servers: 2 },
    ]);
  });

  it("adds a lane of one server per extra date, at noon at the schools, with the date-sensitive specs", () => {
    const lanes = e2eLanes({ appNow, suiteServers: 0, extraDates: ["2026-12-31", "2028-02-29"] });
    expect(lanes.map((lane) => [lane.name, lane.appNow, lane.servers])).toEqual([
      ["2026-12-31", "2026-12-31T15:00:00.000Z", 1],
      ["2028-02-29", "2028-02-29T15:00:00.000Z", 1],
    ]);
    for (const spec of DATE_SPECS) expect(matches(lanes[0]!.specs, spec.replace("e2e/", ""))).toBe(true);
    expect(matches(lanes[0]!.specs, "tokens.spec.ts")).toBe(false);
    expect(lanes.every((lane) => lane.grepInvert?.test("a test @date-free"))).toBe(true);
    expect(lanes[0]!.grepInvert!.test("a test @dates")).toBe(false);
  });
});
