"use client";

import { useTimeZone } from "next-intl";
import { DEFAULT_TIME_ZONE } from "./default-time-zone";

/** The signed-in user's school's zone: the one next-intl was configured with for the request (`src/i18n/request.ts`). */
export const useUserTimeZone = (): string => useTimeZone() ?? DEFAULT_TIME_ZONE;
