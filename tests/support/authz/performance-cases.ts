import type { CaseRequest, CaseSchools, MatrixCase } from "./matrix";
import { withUnknown } from "./unknown-ids";

/**
 * The students' performance filters (GET /exams/users, the performance page): none, the caller's own group,
 * and each filter naming another school's record, with its unknown twin (200 to the platform admin: a filter
 * that matches nothing).
 */
export function performanceFilterCases(
  { own, foreign }: CaseSchools,
  request: (filter: Record<string, string>) => CaseRequest,
): MatrixCase[] {
  const foreignFilters: [label: string, parameter: string, id: string][] = [
    ["another school's group", "group_ids", foreign.groupId],
    ["another school", "school_id", foreign.schoolId],
    ["another school's exam", "exam_id", foreign.examId],
    ["another school's quiz", "quiz_id", foreign.quizId],
    ["another school's question", "question_id", foreign.questionId],
  ];
  return [
    { label: "everything in access", side: "own", ...request({}) },
    { label: "own group", side: "own", ...request({ group_ids: own.groupId }) },
    ...foreignFilters.flatMap(([label, parameter, id]) =>
      withUnknown({ label, side: "foreign", ...request({ [parameter]: id }) }, id, 200),
    ),
  ];
}
