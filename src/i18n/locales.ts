export const locales = ["pt-BR", "en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "pt-BR";
export const localeCookie = "locale";
export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);
