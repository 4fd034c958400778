import type { AppDeps } from "@/server/app-deps";
import { notFound } from "@/server/errors/domain-error";
import { contentDisposition } from "@/server/http/content-disposition";
import { errorResponse } from "@/server/http/error-response";
import { defaultLocale, type Locale } from "@/i18n/locales";
import { buildIcs } from "./build-ics";
import { secretOfFeedFile } from "./feed-secret";
import { readCalendarFeed } from "./read-calendar-feed";
import { nowMs } from "@/server/time/now";
import type { ApiRequest } from "@/server/http/api-request";

// Calendar clients send no cookie: the language is their Accept-Language's, as for a page.
const localeOf = (request: ApiRequest): Locale =>
  request.headers.get("accept-language")?.toLowerCase().startsWith("en") ? "en" : defaultLocale;

/**
 * GET /api/calendar/<secret>.ics, public by its secret. Anything that opens no feed (malformed, unknown,
 * revoked) is the same 404, never 401: the answer tells a guesser nothing.
 */
export async function answerCalendarFeed(deps: AppDeps, request: ApiRequest, file: string): Promise<Response> {
  const secret = secretOfFeedFile(file);
  const content = secret ? await readCalendarFeed(deps.db, secret, nowMs()) : null;
  if (!content) return errorResponse(notFound("calendar_feed_not_found", "Calendar feed"));
  return new Response(buildIcs(content, localeOf(request)), {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      // The URL is a credential: no shared cache may keep what it opens, and a revoked one must stop at once.
      "cache-control": "private, no-store",
      "content-disposition": contentDisposition("inline", "calendar.ics"),
    },
  });
}
