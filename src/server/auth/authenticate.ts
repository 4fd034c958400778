import { getToken } from "next-auth/jwt";
import type { Db } from "@/server/db/client";
import { authenticateToken } from "@/server/tokens/service";
import { assertSameOrigin } from "./same-origin";
import { authSecret } from "./secret";
import { findActiveUser, toAuthUser, type AuthUser } from "./user";

/** A cookie value as sent; one that is not valid percent-encoding is kept raw (and then fails as a token). */
function decodeCookie(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The caller of a request: a bearer API token (external systems) or the next-auth session
 * cookie (the admin pages). Null when neither is valid; a cross-site write with the cookie is 403.
 */
export async function authenticate(prisma: Db, request: Request): Promise<AuthUser | null> {
  const header = request.headers.get("authorization");
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match?.[1] ? authenticateToken(prisma, match[1]) : null;
  }
  const cookies = Object.fromEntries(
    (request.headers.get("cookie") ?? "").split(/;\s*/).filter(Boolean).map((pair) => {
      const at = pair.indexOf("=");
      return [pair.slice(0, at), decodeCookie(pair.slice(at + 1))];
    }),
  );
  const jwt = await getToken({ req: { headers: Object.fromEntries(request.headers), cookies } as never, secret: authSecret() });
  if (!jwt?.sub) return null;
  assertSameOrigin(request);
  const user = await findActiveUser(prisma, { id: jwt.sub });
  return user ? toAuthUser(user) : null;
}
