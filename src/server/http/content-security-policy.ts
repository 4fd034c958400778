import type { Env } from "@/server/env";

/** Where uploads live when they are not served by the app itself: browsers post to and read from there. */
function storageOrigins(
  e: Pick<Env, "STORAGE" | "S3_ENDPOINT" | "S3_PUBLIC_URL" | "S3_BUCKET" | "S3_REGION">,
): string[] {
  if (e.STORAGE !== "s3") return [];
  const urls = [e.S3_PUBLIC_URL, e.S3_ENDPOINT ?? `https://${e.S3_BUCKET}.s3.${e.S3_REGION}.amazonaws.com`];
  return [...new Set(urls.filter((u): u is string => Boolean(u)).map((u) => new URL(u).origin))];
}

/**
 * The pages' policy. Scripts run only with this response's nonce ('strict-dynamic' extends it to
 * the chunks those scripts load). Styles keep 'unsafe-inline': React renders `style` attributes
 * (drag previews, progress bars, Radix positioning) that a nonce cannot cover, and styles cannot
 * run code. Question markdown may show images and media from any https address; PDFs are framed
 * only from the app's own uploads.
 */
export function contentSecurityPolicy(
  nonce: string,
  e: Parameters<typeof storageOrigins>[0] & Pick<Env, "NODE_ENV">,
): string {
  const storage = storageOrigins(e).join(" ");
  const directives = [
    "default-src 'self'",
    // React's development build rebuilds server error stacks with eval; production never uses it.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${e.NODE_ENV === "development" ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${storage}`,
    `media-src 'self' https: ${storage}`,
    // The markdown frames only our own uploads, by path (docs/markdown.md): nothing else may be framed.
    "frame-src 'self'",
    "font-src 'self' data:",
    `connect-src 'self' ${storage}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${storage}`,
    "frame-ancestors 'none'",
  ];
  return directives.map((d) => d.trim()).join("; ");
}
