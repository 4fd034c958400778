import { env } from "@/server/env";

/**
 * Session cookies are `Secure` (and next-auth names them `__Secure-…`) when the app is public on
 * https, so a browser never sends them over plain http. Decided by APP_URL alone: the reader of
 * the cookie (authenticate) must look for the same name as next-auth wrote.
 */
export const secureCookies = () => env().APP_URL?.startsWith("https://") ?? false;
