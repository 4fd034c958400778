import { listQuestionsQuery } from "@/server/questions-db/list-schema";
import { parseAsField } from "@/lib/url-state/parse-as-field";

const field = listQuestionsQuery.shape;

/** The filters and sort of the question list (/questions) in the URL, each read with its field of the list's schema. */
export const questionListParams = {
  q: parseAsField(field.q),
  discipline_id: parseAsField(field.discipline_id),
  subject_id: parseAsField(field.subject_id),
  type: parseAsField(field.type),
  difficulty: parseAsField(field.difficulty),
  source: parseAsField(field.source),
  group_id: parseAsField(field.group_id),
  archived: parseAsField(field.archived),
  sort: parseAsField(field.sort).withDefault(field.sort.parse(undefined)),
};
