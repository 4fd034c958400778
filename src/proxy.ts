import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/server/env";
import { contentSecurityPolicy } from "@/server/http/content-security-policy";

/**
 * A fresh script nonce per page. Next.js reads it from the request's CSP header and puts it on
 * its own scripts, so pages render dynamically (they already do: they read the session).
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64");
  const policy = contentSecurityPolicy(nonce, env());
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return response;
}

export const config = {
  // API answers get security-headers.ts's policy; static files and prefetches carry no HTML to protect.
  matcher: [
    {
      source: "/((?!api/|_next/static|_next/image|favicon.ico).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
