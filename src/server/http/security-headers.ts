import type { ServerResponse } from "node:http";

const everyAnswer: [string, string][] = [
  ["x-content-type-options", "nosniff"],
  ["referrer-policy", "strict-origin-when-cross-origin"],
  ["x-frame-options", "DENY"],
  ["permissions-policy", "camera=(), microphone=(), geolocation=()"],
];

// Pages get a nonce-based policy from src/proxy.ts instead; an answer with a policy of its own
// (an uploaded file's sandbox, uploadedFileHeaders) replaces this one.
const apiPolicy = "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

/**
 * The app's security headers, set in this one place for every answer, the ones Next.js gives
 * (pages, tRPC, next-auth) included. They are set before the answer is written, so that a header
 * the answer sets itself wins.
 */
export function setSecurityHeaders(res: ServerResponse, pathname: string): void {
  for (const [name, value] of everyAnswer) res.setHeader(name, value);
  if (pathname.startsWith("/api/")) res.setHeader("content-security-policy", apiPolicy);
}
