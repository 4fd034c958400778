import { env } from "@/server/env";

/**
 * The app's public origin: APP_URL when set; else the host the client addressed (proxies'
 * X-Forwarded-* first), since `next start` reports its own bind address in request.url.
 */
export function publicOrigin(request: Request): string {
  const configured = env().APP_URL;
  if (configured) return configured.replace(/\/$/, "");
  const url = new URL(request.url);
  const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || request.headers.get("host") || url.host;
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || url.protocol.replace(":", "");
  return `${proto}://${host}`;
}

/** Stored URLs of the app's own files are paths; callers get them absolute, on the origin they used. */
export const absoluteUrl = (url: string, origin: string) => (url.startsWith("/") ? `${origin}${url}` : url);
