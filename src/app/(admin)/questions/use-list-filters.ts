"use client";

import { useUrlFilters } from "@/lib/use-url-filters";
import { z } from "zod";
import type { ListQuestionsQuery } from "@/server/questions-db/list-schema";
import { isDifficulty, isQuestionSort, isQuestionType } from "./labels";

export const filterKeys = [
  "q",
  "discipline_id",
  "subject_id",
  "type",
  "difficulty",
  "source",
  "group_id",
  "sort",
] as const;
export type FilterKey = (typeof filterKeys)[number];
/** The list's filters as they stand in the URL: strings, "" when unset. */
export type ListFilters = Record<FilterKey, string>;

type ListInput = Omit<Partial<ListQuestionsQuery>, "cursor" | "limit"> & { limit: number };

const positiveInt = (value: string) =>
  /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** The filters live in the URL search params, so a reload or a shared link keeps them. */
export const useListFilters = () => useUrlFilters(filterKeys);

/** The list query for the filters: values a hand-edited URL got wrong are left out rather than sent. */
export function toListInput(filters: ListFilters): ListInput {
  const q = filters.q.trim().slice(0, 200);
  const source = filters.source.trim().slice(0, 300);
  return {
    ...(q ? { q } : {}),
    ...(positiveInt(filters.discipline_id) ? { discipline_id: positiveInt(filters.discipline_id) } : {}),
    ...(positiveInt(filters.discipline_id) && positiveInt(filters.subject_id)
      ? { subject_id: positiveInt(filters.subject_id) }
      : {}),
    ...(isQuestionType(filters.type) ? { type: filters.type } : {}),
    ...(isDifficulty(filters.difficulty) ? { difficulty: filters.difficulty } : {}),
    ...(source ? { source } : {}),
    ...(isUuid(filters.group_id) ? { group_id: filters.group_id } : {}),
    sort: isQuestionSort(filters.sort) ? filters.sort : "-created_at",
    limit: 25,
  };
}
