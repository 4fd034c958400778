import type { Locale } from "./locales";

/** One message file per area, so that pages are translated beside each other without conflicts. */
export const messageAreas = [
  "errors",
  "core",
  "disciplines",
  "questions",
  "questions-interchange",
  "exams",
  "performance",
  "reports",
  "calendar",
  "calendar-feed",
  "audit",
  "student-questions",
] as const;

type Messages = Record<string, Record<string, unknown>>;

/** Areas may add to a shared namespace (e.g. their entry under "nav"), so namespaces merge. */
export function mergeMessages(parts: Messages[]): Messages {
  const merged: Messages = {};
  for (const part of parts)
    for (const [namespace, entries] of Object.entries(part)) merged[namespace] = { ...merged[namespace], ...entries };
  return merged;
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  const parts = await Promise.all(
    messageAreas.map(async (area) => (await import(`./messages/${locale}/${area}.json`)).default as Messages),
  );
  return mergeMessages(parts);
}
