/** The cursor of the next page, from a paged answer's Link header (RFC 8288); null on the last page. */
export function nextCursor(response: Response): string | null {
  const next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get("link") ?? "")?.[1];
  return next ? new URL(next).searchParams.get("cursor") : null;
}
