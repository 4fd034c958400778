import { env } from "@/server/env";

/** The app's public origin: APP_URL when set (behind a proxy), else the request's own. */
export function publicOrigin(request: Request): string {
  return (env().APP_URL ?? new URL(request.url).origin).replace(/\/$/, "");
}
