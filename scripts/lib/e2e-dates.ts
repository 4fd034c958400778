/**
 * The dates `npm run test:e2e:dates` runs the date-sensitive e2e flows on, besides the suite's default
 * (docs/testing.md), all at 15:00 UTC (noon at the demo schools): the last day of a month whose grid has six
 * weeks (May 2026 starts on a Friday), the year's last day, and a 29 February.
 */
export const EXTRA_DATES = ["2026-05-31", "2026-12-31", "2028-02-29"];

/** The specs whose pages and data move with the date: the calendar, home, reports, performance, exam windows. */
export const DATE_SPECS = [
  "e2e/calendar.spec.ts",
  "e2e/calendar-series.spec.ts",
  "e2e/home.spec.ts",
  "e2e/reports.spec.ts",
  "e2e/performance.spec.ts",
  "e2e/exams.spec.ts",
  "e2e/time-zones.spec.ts",
];

/**
 * The tag of a test in a date-sensitive spec whose outcome cannot move with the date (fixed dates, no window, no
 * "today"): the extra dates leave it out.
 */
export const DATE_FREE_TAG = "@date-free";

export type DateRun = { appNow: string; specs: string[] };

/**
 * The runs the arguments ask for: dates (YYYY-MM-DD, at 15:00 UTC, or whole ISO 8601 instants) and spec files or
 * Playwright arguments; no date means the extra dates, no spec the date-sensitive ones.
 */
export function planDateRuns(args: string[]): DateRun[] {
  const isDate = (arg: string) => /^\d{4}-\d{2}-\d{2}(T.+)?$/.test(arg);
  const dates = args.filter(isDate);
  const rest = args.filter((arg) => !isDate(arg));
  const instants = (dates.length ? dates : EXTRA_DATES).map((date) => {
    const iso = date.includes("T") ? date : `${date}T15:00:00.000Z`;
    const ms = Date.parse(iso);
    if (Number.isNaN(ms)) throw new Error(`Not an ISO 8601 instant: ${date}`);
    // Date.parse rolls 2027-02-29 over to 1 March.
    if (!date.includes("T") && new Date(ms).toISOString().slice(0, 10) !== date) {
      throw new Error(`Not a calendar date: ${date}`);
    }
    return iso;
  });
  return instants.map((appNow) => ({ appNow, specs: rest.length ? rest : DATE_SPECS }));
}
