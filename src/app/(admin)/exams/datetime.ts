const hour = 3_600_000;
const day = 24 * hour;

/** A default window for a new assignment: from the next full hour, for a week. */
export function defaultWindow(now: number): { available_after: number; available_before: number } {
  const start = Math.ceil(now / hour) * hour;
  return { available_after: start, available_before: start + 7 * day };
}
