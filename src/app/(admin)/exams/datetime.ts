const pad = (n: number) => String(n).padStart(2, "0");

/** ms since epoch → the value of a datetime-local input, in the browser's time zone. */
export function toLocalInput(ms: number | null): string {
  if (ms === null) return "";
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (local time, no offset) → ms since epoch; null when empty or incomplete. */
export function fromLocalInput(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
}

const hour = 3_600_000;
const day = 24 * hour;

/** A default window for a new assignment: from the next full hour, for a week. */
export function defaultWindow(now: number): { available_after: number; available_before: number } {
  const start = Math.ceil(now / hour) * hour;
  return { available_after: start, available_before: start + 7 * day };
}
