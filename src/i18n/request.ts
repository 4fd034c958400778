import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { loadMessages } from "./load-messages";
import { defaultLocale, isLocale, localeCookie } from "./locales";

/** The locale comes from the language switch's cookie, else the browser's Accept-Language. */
export default getRequestConfig(async () => {
  const fromCookie = (await cookies()).get(localeCookie)?.value;
  const accepted = (await headers()).get("accept-language")?.toLowerCase() ?? "";
  const locale = isLocale(fromCookie) ? fromCookie : accepted.startsWith("en") ? "en" : defaultLocale;
  return { locale, messages: await loadMessages(locale), timeZone: "America/Sao_Paulo" };
});
