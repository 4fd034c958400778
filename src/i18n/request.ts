import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { DEFAULT_TIME_ZONE } from "@/lib/time/default-time-zone";
import { getSessionUser } from "@/server/session-user";
import { db } from "@/server/db";
import { userTimeZone } from "@/server/time/user-time-zone";
import { loadMessages } from "./load-messages";
import { localeCookie, localeOf } from "./locales";

/**
 * The locale comes from the language switch's cookie, else the browser's Accept-Language. Dates
 * show in the signed-in user's school's time zone, whatever the browser's (docs/time.md).
 */
export default getRequestConfig(async () => {
  const locale = localeOf((await cookies()).get(localeCookie)?.value, (await headers()).get("accept-language"));
  const user = await getSessionUser();
  const timeZone = user ? await userTimeZone(db(), user.id) : DEFAULT_TIME_ZONE;
  return { locale, messages: await loadMessages(locale), timeZone };
});
