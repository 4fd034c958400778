/**
 * A clock for the rate limits' windows (`RateLimits.clock`) that moves only when a test moves it: what falls in a
 * window is the test's input, however long the machine takes. It starts at the beginning of a window of every
 * length a test uses (a whole hour), in a year whose rows the database's own clock never prunes (rate-limit-store.ts).
 */
export function steppedClock() {
  let ms = Date.UTC(2100, 0, 1);
  return {
    clock: () => new Date(ms),
    advance: (byMs: number) => {
      ms += byMs;
    },
  };
}
