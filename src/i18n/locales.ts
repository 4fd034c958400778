export const locales = ["pt-BR", "en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "pt-BR";
export const localeCookie = "locale";
export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/** The UI's language: the language switch's cookie, else the browser's Accept-Language, else pt-BR. */
export function localeOf(fromCookie: string | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(fromCookie)) return fromCookie;
  return acceptLanguage?.trim().toLowerCase().startsWith("en") ? "en" : defaultLocale;
}

/** localeOf for a request that is not Next.js's: the REST API's downloads. */
export function requestLocale(request: { headers: Headers }): Locale {
  const cookie = new RegExp(`(?:^|;\\s*)${localeCookie}=([^;]*)`).exec(request.headers.get("cookie") ?? "");
  return localeOf(cookie?.[1], request.headers.get("accept-language"));
}
