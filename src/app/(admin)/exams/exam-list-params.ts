import { listExamsQuery } from "@/server/exams/schema";
import { parseAsField } from "@/lib/url-state/parse-as-field";

const field = listExamsQuery.shape;

/** The filters and page of the exam list (/exams) in the URL, each read with its field of the list's schema. */
export const examListParams = {
  group_id: parseAsField(field.group_id),
  state: parseAsField(field.state),
  page: parseAsField(field.page).withDefault(field.page.parse(undefined)),
};
