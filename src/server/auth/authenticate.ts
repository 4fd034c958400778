import { getToken } from "next-auth/jwt";
import type { Database } from "@/server/db/client";
import { authenticateToken } from "./authenticate-token";
import type { RateLimits } from "./rate-limit-config";
import { limitTokenCheck } from "./rate-limit";
import { assertSameOrigin } from "./same-origin";
import { authSecret } from "@/server/secret";
import { secureCookies } from "./secure-cookies";
import { activeUserById, type AuthUser } from "./user";
import type { ApiRequest } from "@/server/http/api-request";

/** A cookie value as sent; one that is not valid percent-encoding is kept raw (and then fails as a token). */
function decodeCookie(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The bearer token the request sends (`Authorization: Bearer <token>`), if it sends one. */
export const bearerToken = (request: ApiRequest): string | undefined =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "")?.[1];

/**
 * The caller of a request: a bearer API token (external systems) or the next-auth session
 * cookie (the admin pages). Null when neither is valid; a cross-site write with the cookie is 403;
 * an address past its failed token checks is 429.
 */
export async function authenticate(db: Database, request: ApiRequest, limits: RateLimits): Promise<AuthUser | null> {
  if (request.headers.get("authorization")) {
    const token = bearerToken(request) ?? "";
    return limitTokenCheck(db, request, limits, (failuresKey, at) => authenticateToken(db, token, failuresKey, at));
  }
  const cookies = Object.fromEntries(
    (request.headers.get("cookie") ?? "")
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf("=");
        return [pair.slice(0, at), decodeCookie(pair.slice(at + 1))];
      }),
  );
  const req = { headers: Object.fromEntries(request.headers), cookies } as never;
  const jwt = await getToken({ req, secret: authSecret(), secureCookie: secureCookies() });
  if (!jwt?.sub) return null;
  assertSameOrigin(request);
  return activeUserById(db, jwt.sub, jwt.sv);
}
