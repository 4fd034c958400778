import { appErrorOf } from "@/lib/errors/app-error-of";
import { RestError } from "@/lib/errors/rest-error";
import type { CalendarFormat } from "./use-calendar-format";

/**
 * A `series_overlap` refusal with its days, which the server names as the school's local days (each issue's
 * `params.date`, "2026-12-16"), written as the page's dates ("16/12/2026 e 23/12/2026"); any other error as it is.
 */
export function withShownDates(error: unknown, format: CalendarFormat): unknown {
  const app = appErrorOf(error);
  if (app?.code !== "series_overlap") return error;
  const days = app.issues.flatMap((issue) => (typeof issue.params?.date === "string" ? [issue.params.date] : []));
  return new RestError(409, { ...app, params: { ...app.params, dates: format.days(days) } });
}
