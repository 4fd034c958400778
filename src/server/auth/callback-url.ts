/**
 * A sign-in or sign-out callbackUrl as a path on the app (`origin`), or undefined when it is not
 * one: another site, another scheme, or not a URL at all. Never throws: next-auth's own checks
 * answered such values with a 500.
 */
export function pathWithinApp(url: unknown, origin: string): string | undefined {
  if (typeof url !== "string") return undefined;
  try {
    const target = new URL(url, `${origin}/`);
    if (target.origin !== new URL(origin).origin) return undefined;
    // A path starting "//" would read as another host where it is used as a relative URL.
    return `${target.pathname.replace(/^\/+/, "/")}${target.search}${target.hash}`;
  } catch {
    return undefined;
  }
}

/** next-auth's redirect callback: a path on the app stays, anything else goes to the app's root. */
export function redirectWithinApp({ url, baseUrl }: { url: string; baseUrl: string }): string {
  const path = pathWithinApp(url.startsWith("/") ? `${baseUrl}${url}` : url, baseUrl);
  return path === undefined ? baseUrl : `${baseUrl}${path}`;
}
