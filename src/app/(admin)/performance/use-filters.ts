"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { z } from "zod";
import { dayBounds, parseDay } from "@/lib/time/day-bounds";

/** The page's filters as kept in the URL: ids, and dates as YYYY-MM-DD (days of the user's school's zone). */
export type Filters = {
  group_ids: string[];
  school_id?: string;
  exam_id?: string;
  quiz_id?: string;
  question_id?: string;
  from?: string;
  to?: string;
};

export const isUuid = (value: string) => z.uuid().safeParse(value).success;
const isDay = (value: string) => parseDay(value) !== undefined;
const uuidParam = (params: URLSearchParams, key: string) => {
  const value = params.get(key) ?? "";
  return isUuid(value) ? value : undefined;
};
const dayParam = (params: URLSearchParams, key: string) => {
  const value = params.get(key) ?? "";
  return isDay(value) ? value : undefined;
};

export function readFilters(params: URLSearchParams): Filters {
  return {
    group_ids: (params.get("group_ids") ?? "").split(",").filter(isUuid),
    school_id: uuidParam(params, "school_id"),
    exam_id: uuidParam(params, "exam_id"),
    quiz_id: uuidParam(params, "quiz_id"),
    question_id: uuidParam(params, "question_id"),
    from: dayParam(params, "from"),
    to: dayParam(params, "to"),
  };
}

/**
 * The input of performance.users: group ids comma-separated, whole days of `timeZone` in ms
 * (docs/time.md). `end_date` is inclusive: the last millisecond before dayBounds' end.
 */
export function toQuery(filters: Filters, timeZone: string) {
  const { start, end } = dayBounds(filters.from ?? "", filters.to ?? "", timeZone);
  return {
    group_ids: filters.group_ids.length ? filters.group_ids.join(",") : undefined,
    school_id: filters.school_id,
    exam_id: filters.exam_id,
    quiz_id: filters.quiz_id,
    question_id: filters.question_id,
    start_date: start !== undefined && start >= 0 ? start : undefined,
    end_date: end !== undefined ? Math.max(0, end - 1) : undefined,
  };
}

/**
 * Reads the filters from the URL and writes changes back with history.replaceState, which Next.js
 * syncs into useSearchParams: synchronous, so quick successive changes build on each other, and
 * the back button leaves the page rather than stepping through filters.
 */
export function useFilters() {
  const params = useSearchParams();
  const pathname = usePathname();
  const filters = readFilters(params);

  function set(patch: Partial<Filters>) {
    const next = { ...readFilters(new URLSearchParams(window.location.search)), ...patch };
    const search = new URLSearchParams();
    if (next.group_ids.length) search.set("group_ids", next.group_ids.join(","));
    for (const key of ["school_id", "exam_id", "quiz_id", "question_id", "from", "to"] as const) {
      const value = next[key];
      if (value) search.set(key, value);
    }
    const query = search.toString();
    window.history.replaceState(null, "", query ? `${pathname}?${query}` : pathname);
  }

  return { filters, set };
}
