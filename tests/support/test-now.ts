/**
 * The date the test suites run on (docs/testing.md): APP_NOW when set, else this default. A Wednesday afternoon in
 * late November: today's month grid has days of the month before and after it, the seed's "upcoming" bookings
 * (35 days ahead) run into the next month and year, and the São Paulo day (12:00 there) is far from either midnight.
 */
export const DEFAULT_TEST_NOW = "2026-11-25T15:00:00.000Z";

/** The ISO 8601 instant the suite pins the app's "now" to. */
export const testNowIso = (): string => process.env.APP_NOW || DEFAULT_TEST_NOW;

/** The instant the suite pins the app's "now" to: what a test running outside the app computes its dates from. */
export const testNow = (): Date => new Date(testNowIso());

/**
 * The real instant at which the run's clock showed APP_NOW, fixed once per run (APP_NOW_SINCE, src/server/time/now.ts)
 * and inherited by every process the run starts, so that the server's, the workers' and the browser's clocks agree.
 */
export function testClockSince(): number {
  process.env.APP_NOW_SINCE ||= String(Date.now());
  return Number(process.env.APP_NOW_SINCE);
}

/** The app's "now" as it runs on from APP_NOW in this run: where the browser's clock starts. */
export const runningTestNow = (): Date => new Date(testNow().getTime() + Date.now() - testClockSince());
