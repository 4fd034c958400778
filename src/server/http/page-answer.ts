import type { StreamedAnswer } from "./streamed-response";
import type { ApiRequest } from "./api-request";

/**
 * A route's answer that is one page of a list: answerRoute sends it with a Link header naming the
 * next page (RFC 8288) when `nextCursor` is set. The body is the bare array for the lists the spec
 * answers as arrays (or their stream), or an object that repeats the cursor as next_cursor.
 */
export class PageAnswer<T> {
  constructor(
    readonly body: T | StreamedAnswer,
    readonly nextCursor: string | null,
  ) {}
}

/**
 * The Link header of the page after this request's: the same URL, every other parameter kept, at
 * the public origin (the client may be behind a proxy), with the cursor replaced. A page number
 * gives way to the cursor (the exams list takes both).
 */
export function nextPageLink(request: ApiRequest, origin: string, cursor: string): string {
  const url = new URL(request.url);
  url.searchParams.delete("page");
  url.searchParams.set("cursor", cursor);
  return `<${origin}${url.pathname}${url.search}>; rel="next"`;
}
