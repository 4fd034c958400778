import { DomainError } from "@/server/errors/domain-error";
import { publicOrigin } from "@/server/http/public-origin";
import type { ApiRequest } from "@/server/http/api-request";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for cookie-authenticated writes: browsers send Origin on every cross-site POST,
 * PATCH and DELETE, so a write carrying the session cookie must come from the app's own origin.
 * Bearer-token calls are not affected: a browser never attaches a token by itself.
 */
export function assertSameOrigin(request: ApiRequest): void {
  if (safeMethods.has(request.method.toUpperCase())) return;
  const source = request.headers.get("origin") ?? request.headers.get("referer");
  let origin: string | undefined;
  try {
    origin = source ? new URL(source).origin : undefined;
  } catch {
    origin = undefined;
  }
  if (origin !== publicOrigin(request))
    throw new DomainError(
      "FORBIDDEN",
      "cross_site_request",
      "Cross-site request refused: writes with the session cookie must come from the app itself",
    );
}
