import { env } from "@/server/env";
import type { ApiRequest } from "./api-request";

/** Names of the machine itself: a client that used one of them is on the machine the app runs on. */
const isLoopback = (hostname: string) =>
  hostname === "localhost" || hostname === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);

/**
 * The app's public origin (links, upload targets, the CSRF check): APP_URL when set. Behind a
 * trusted proxy (TRUST_PROXY=1) the host and scheme it forwards, or the Host it passes on. Otherwise
 * http://localhost:$PORT, the documented default, but for a client that addressed the app by a
 * loopback name (localhost, 127.x.x.x, [::1]): that one is kept, so that a browser on this machine
 * works at http://127.0.0.1:PORT too. Any other Host is the client's word and not taken: a page
 * on a rebound DNS name would otherwise have the CSRF check expect its own origin, and a client
 * could name the host of every link it is sent.
 */
export function publicOrigin(request: ApiRequest): string {
  const { APP_URL, TRUST_PROXY, PORT } = env();
  if (APP_URL) return APP_URL.replace(/\/$/, "");
  const url = new URL(request.url);
  const host = request.headers.get("host") || url.host;
  if (TRUST_PROXY === "1") {
    const forwarded = (name: string) => request.headers.get(name)?.split(",")[0]?.trim();
    const proto = forwarded("x-forwarded-proto") || url.protocol.replace(":", "");
    return `${proto}://${forwarded("x-forwarded-host") || host}`;
  }
  const addressed = URL.canParse(`http://${host}`) ? new URL(`http://${host}`) : undefined;
  return addressed && isLoopback(addressed.hostname) ? addressed.origin : `http://localhost:${PORT}`;
}

/** Stored URLs of the app's own files are paths; callers get them absolute, on the origin they used. */
export const absoluteUrl = (url: string, origin: string) => (url.startsWith("/") ? `${origin}${url}` : url);
