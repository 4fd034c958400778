/**
 * The message of a field's error: its own, else the first one below it. An array field thus shows the problem of
 * an entry it does not render on its own (e.g. the group ids of its third row).
 */
export function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === "string" && message) return message;
  for (const [key, child] of Object.entries(error)) {
    if (key === "ref" || key === "types") continue;
    const nested = messageOf(child);
    if (nested) return nested;
  }
  return undefined;
}
