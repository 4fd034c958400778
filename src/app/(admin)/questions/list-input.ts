import type { inferParserType } from "nuqs/server";
import type { questionListParams } from "./question-list-params";
import { withoutNulls } from "@/lib/url-state/without-nulls";

/** The list's filters as read from the URL: valid values, null when unset. */
export type ListFilters = inferParserType<typeof questionListParams>;

/** The list query for the filters: a subject counts only under its discipline. */
export function toListInput(filters: ListFilters) {
  return {
    ...withoutNulls(filters),
    subject_id: filters.discipline_id ? (filters.subject_id ?? undefined) : undefined,
    limit: 25,
  };
}
