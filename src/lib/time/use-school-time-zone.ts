"use client";

import { useUserTimeZone } from "./use-user-time-zone";

export type ZonedSchool = { id: string; time_zone: string };

/** The time zone of a school of the list (the record's school), else the signed-in user's (docs/time.md). */
export function useSchoolTimeZone(schools: readonly ZonedSchool[]): (schoolId: string | null | undefined) => string {
  const userZone = useUserTimeZone();
  return (schoolId) => schools.find((s) => s.id === schoolId)?.time_zone ?? userZone;
}
