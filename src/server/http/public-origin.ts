import { env } from "@/server/env";

/**
 * The app's public origin: APP_URL when set; else the host the client addressed, since `next start`
 * reports its own bind address in request.url. X-Forwarded-Host and -Proto count only behind a
 * trusted proxy (TRUST_PROXY=1): otherwise any client could name the origin the CSRF check expects.
 */
export function publicOrigin(request: Request): string {
  const { APP_URL, TRUST_PROXY } = env();
  if (APP_URL) return APP_URL.replace(/\/$/, "");
  const url = new URL(request.url);
  const forwarded = (name: string) =>
    TRUST_PROXY === "1" ? request.headers.get(name)?.split(",")[0]?.trim() : undefined;
  const host = forwarded("x-forwarded-host") || request.headers.get("host") || url.host;
  const proto = forwarded("x-forwarded-proto") || url.protocol.replace(":", "");
  return `${proto}://${host}`;
}

/** Stored URLs of the app's own files are paths; callers get them absolute, on the origin they used. */
export const absoluteUrl = (url: string, origin: string) => (url.startsWith("/") ? `${origin}${url}` : url);
