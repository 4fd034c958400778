import type { inferParserType } from "nuqs/server";
import { listStudentQuestionsQuery } from "@/server/student-questions/list-schema";
import { parseAsField } from "@/lib/url-state/parse-as-field";
import { withoutNulls } from "@/lib/url-state/without-nulls";

const field = listStudentQuestionsQuery.shape;

/** The filters and sort of the students' questions (/student-questions) in the URL, each read with its schema field. */
export const studentQuestionListParams = {
  status: parseAsField(field.status),
  group_id: parseAsField(field.group_id),
  discipline_id: parseAsField(field.discipline_id),
  teacher_id: parseAsField(field.teacher_id),
  answered: parseAsField(field.answered),
  sort: parseAsField(field.sort).withDefault(field.sort.parse(undefined)),
};

export type StudentQuestionFilters = inferParserType<typeof studentQuestionListParams>;

/** The list's input for the filters in the URL: an unset filter is left out, statuses go as the URL writes them. */
export const toStudentQuestionInput = (filters: StudentQuestionFilters) => ({
  ...withoutNulls(filters),
  status: filters.status?.join(","),
  limit: 25,
});
