import type { AnyRoute } from "@/server/rest/define-route";
import type { FuzzCase } from "./request-case";

export type Answer = { url: URL; status: number; contentType: string; text: string };

/** The URL of a case: path parameters percent-encoded into the route's path, then the query. */
export function caseUrl(baseUrl: string, route: AnyRoute, c: FuzzCase): URL {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(c.params[name] ?? ""));
  const query = [new URLSearchParams(c.query).toString(), c.rawQuery].filter(Boolean).join("&");
  return new URL(`${baseUrl}${path}${query ? `?${query}` : ""}`);
}

/** Sends a case; a server that does not answer within `timeoutMs` fails it as a hang. */
export async function sendCase(
  url: URL,
  route: AnyRoute,
  c: FuzzCase,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<Answer> {
  const signal = AbortSignal.timeout(timeoutMs);
  const all: Record<string, string> = { ...headers };
  if (c.body?.contentType) all["content-type"] = c.body.contentType;
  if (c.accept !== undefined) all.accept = c.accept;
  try {
    // Bytes, not a string: fetch would add "text/plain" to a body sent without a content type.
    const response = await fetch(url, {
      method: route.method,
      headers: all,
      body: c.body ? Buffer.from(c.body.text) : undefined,
      signal,
    });
    return {
      url,
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      text: await response.text(),
    };
  } catch (error) {
    if (signal.aborted) throw new Error(`no answer within ${timeoutMs} ms (a hang): ${route.method} ${url.pathname}`);
    throw error;
  }
}
