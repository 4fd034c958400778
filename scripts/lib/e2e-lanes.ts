import { DATE_FREE_TAG, DATE_SPECS, planDateRuns } from "./e2e-dates";

/**
 * A set of specs on one date, with its servers: each server has its own data and serves one test at a time. The
 * suite's date has a server per Playwright worker and takes every spec; an extra date's lane has one server, the
 * date-sensitive specs and not their tests tagged date-free (`grepInvert`).
 */
export type E2eLane = {
  name: string;
  appNow: string;
  specs: RegExp[] | undefined;
  grepInvert?: RegExp;
  servers: number;
};

const specPattern = (spec: string) => new RegExp(`/${spec.replace(/^e2e\//, "").replace(/\./g, "\\.")}$`);

/**
 * The lanes of an e2e run (playwright.config.ts): the suite's date with `suiteServers` servers (none: no lane), and
 * one lane per extra date (E2E_DATES) for the date-sensitive specs.
 */
export function e2eLanes(options: { appNow: string; suiteServers: number; extraDates: string[] }): E2eLane[] {
  const { appNow, suiteServers, extraDates } = options;
  const suite: E2eLane[] = suiteServers
    ? [{ name: "suite-date", appNow, specs: undefined, servers: suiteServers }]
    : [];
  const dated: E2eLane[] = extraDates.length
    ? planDateRuns(extraDates).map((run) => ({
        name: run.appNow.slice(0, 10),
        appNow: run.appNow,
        specs: DATE_SPECS.map(specPattern),
        grepInvert: new RegExp(DATE_FREE_TAG),
        servers: 1,
      }))
    : [];
  return [...suite, ...dated];
}
