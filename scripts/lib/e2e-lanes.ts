import { DATE_FREE_TAG, DATE_SPECS, planDateRuns } from "./e2e-dates";

/**
 * One server of the e2e run with the specs it serves, one after another: its data is theirs alone. An extra date's
 * lane leaves out the tests tagged date-free (`grepInvert`).
 */
export type E2eLane = { name: string; appNow: string; specs: RegExp[] | undefined; grepInvert?: RegExp };

const specPattern = (spec: string) => new RegExp(`/${spec.replace(/^e2e\//, "").replace(/\./g, "\\.")}$`);

/**
 * The lanes of an e2e run (playwright.config.ts): the specs shared among `laneCount` servers on the suite's date, a
 * spec file to each in turn, and one server per extra date (E2E_DATES) for the date-sensitive specs.
 */
export function e2eLanes(options: { appNow: string; specs: string[]; laneCount: number; extraDates: string[] }) {
  const { appNow, specs, laneCount, extraDates } = options;
  const sorted = [...specs].sort();
  const shared: E2eLane[] = Array.from({ length: laneCount }, (_, lane) => ({
    name: laneCount === 1 ? "suite-date" : `suite-date-${lane + 1}`,
    appNow,
    specs: laneCount === 1 ? undefined : sorted.filter((_, i) => i % laneCount === lane).map(specPattern),
  }));
  const dated: E2eLane[] = extraDates.length
    ? planDateRuns(extraDates).map((run) => ({
        name: run.appNow.slice(0, 10),
        appNow: run.appNow,
        specs: DATE_SPECS.map(specPattern),
        grepInvert: new RegExp(DATE_FREE_TAG),
      }))
    : [];
  return [...shared, ...dated];
}
