"use client";

import { useTimeZone } from "next-intl";

/** The school's zone, the one requests are configured with (src/i18n/request.ts, the schools' default). */
const schoolZone = "America/Sao_Paulo";

/** The zone the exam's windows are typed and shown in: the school's, never the browser's (docs/time.md). */
export function useExamTimeZone(): string {
  return useTimeZone() ?? schoolZone;
}
