import { requestLocale } from "@/i18n/locales";
import { negotiate } from "@/server/http/negotiate";
import { reportFormats } from "../schema";
import type { ReportFormat, ReportOutput } from "./rows-response";
import type { ApiRequest } from "@/server/http/api-request";

/**
 * The format the request's Accept negotiates among `formats` (in order of preference on a tie) and the reader's
 * language (for XLSX): what a download's service is given. Nothing acceptable is 406.
 */
export function reportOutputOf(
  request: ApiRequest,
  formats: readonly ReportFormat[] = Object.keys(reportFormats) as ReportFormat[],
): ReportOutput {
  const chosen = negotiate(
    request.headers.get("accept"),
    formats.map((f) => reportFormats[f]),
  );
  const format = formats.find((f) => reportFormats[f] === chosen)!;
  return { format, locale: requestLocale(request) };
}
