/**
 * The app's "now": the real clock, or in tests the instant APP_NOW names (ISO 8601, docs/testing.md), from which
 * it runs on at the real pace so that rows written one after another keep their order. Every date the server
 * decides with ("this year", "upcoming", the seed's reference day) comes from here; elapsed-time measurements
 * (upload expiry, rate-limit windows, timeouts, locks) read the real clock.
 */

/** Set together with APP_NOW to allow it under NODE_ENV=production: only the e2e server (playwright.config.ts) does. */
export const TEST_CLOCK_FLAG = "APP_NOW_TEST";

type Source = Record<string, string | undefined>;

/**
 * The pinned instant APP_NOW asks for, or null for the real clock. Throws when it is malformed, or under
 * NODE_ENV=production without the test flag: a production start must never run on a made-up date.
 */
export function pinnedNow(source: Source = process.env): Date | null {
  const value = source.APP_NOW;
  if (value === undefined || value === "") return null;
  if (source.NODE_ENV === "production" && source[TEST_CLOCK_FLAG] !== "1") {
    throw new Error(
      `APP_NOW is for tests only and is refused with NODE_ENV=production; ` +
        `unset it (or, for a test server, also set ${TEST_CLOCK_FLAG}=1).`,
    );
  }
  const ms = /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(ms))
    throw new Error(`APP_NOW must be an ISO 8601 instant such as 2026-11-25T15:00:00Z, got "${value}"`);
  return new Date(ms);
}

/**
 * How far the app's clock is from the real one, read once per process. APP_NOW held at the real instant
 * APP_NOW_SINCE (ms), which the test launchers set once for all the processes of a run (the server, its children,
 * the test workers) so that their clocks agree and what one writes after another is later; else at this
 * process's first read.
 */
let offsetMs: number | undefined;

function offset(): number {
  const pinned = pinnedNow();
  if (!pinned) return 0;
  const since = Number(process.env.APP_NOW_SINCE);
  return pinned.getTime() - (Number.isFinite(since) && since > 0 ? since : Date.now());
}

/** The current instant as the app sees it (ms since the epoch). */
export function nowMs(): number {
  offsetMs ??= offset();
  return Date.now() + offsetMs;
}

/** The current instant as the app sees it. */
export const now = (): Date => new Date(nowMs());
