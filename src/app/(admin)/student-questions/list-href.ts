import { createLoader, createSerializer } from "nuqs/server";
import { studentQuestionListParams, type StudentQuestionFilters } from "./student-question-list-params";

const listPath = "/student-questions";
const serialize = createSerializer(studentQuestionListParams);
const load = createLoader(studentQuestionListParams);

/** A question's page, opened from the list: it carries the list's filters and order (`from`) to link back to them. */
export function questionHref(id: string, filters: Partial<StudentQuestionFilters>): string {
  const query = serialize(filters).slice(1);
  return `${listPath}/${id}${query ? `?${new URLSearchParams({ from: query })}` : ""}`;
}

/**
 * The list a question's page links back to: the one it was opened from, its filters read again with the list's own
 * parsers (so only they, valid, reach the link), else the whole list.
 */
export function backToListHref(from: string | string[] | undefined): string {
  if (typeof from !== "string") return listPath;
  return `${listPath}${serialize(load(new URLSearchParams(from)))}`;
}
