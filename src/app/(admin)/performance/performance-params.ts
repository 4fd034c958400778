import { performanceQuery, studentsPageQuery } from "@/server/performance/schema";
import { parseAsDay } from "@/lib/url-state/parse-as-day";
import { parseAsField } from "@/lib/url-state/parse-as-field";

const field = performanceQuery.shape;
const listField = studentsPageQuery.shape;

/**
 * The filters of student performance (/performance) in the URL, each read with its field of the
 * query's schema; the date range as days (the query takes instants); the student list's sort and page.
 */
export const performanceParams = {
  group_ids: parseAsField(field.group_ids).withDefault([]),
  school_id: parseAsField(field.school_id),
  exam_id: parseAsField(field.exam_id),
  quiz_id: parseAsField(field.quiz_id),
  question_id: parseAsField(field.question_id),
  from: parseAsDay,
  to: parseAsDay,
  sort: parseAsField(listField.sort).withDefault(listField.sort.parse(undefined)),
  direction: parseAsField(listField.direction).withDefault(listField.direction.parse(undefined)),
  page: parseAsField(listField.page).withDefault(listField.page.parse(undefined)),
};
