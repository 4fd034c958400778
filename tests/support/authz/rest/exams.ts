import type { MatrixRow } from "../matrix";
import { performanceFilterCases } from "../performance-cases";
import { examBody, mixedSchools } from "../bodies";
import { withUnknown } from "../unknown-ids";

/** The exam routes and the students' performance. */
export const examRestRows: Record<string, MatrixRow> = {
  "GET /api/exams": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      { label: "list", side: "own", path: "/api/exams?limit=100" },
      { label: "own group", side: "own", path: `/api/exams?group_id=${own.groupId}` },
      ...withUnknown(
        { label: "another school's group", side: "foreign", path: `/api/exams?group_id=${foreign.groupId}` },
        foreign.groupId,
        200,
      ),
    ],
  },
  "DELETE /api/exams/{examId}": {
    access: "staff",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => [
      { label: "own exam", side: "own", path: `/api/exams/${await fx.exam(own)}` },
      { label: "another school's exam", side: "foreign", path: `/api/exams/${await fx.exam(foreign)}` },
    ],
  },
  "GET /api/exams/{examId}": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      { label: "own exam", side: "own", path: `/api/exams/${own.examId}` },
      { label: "another school's exam", side: "foreign", path: `/api/exams/${foreign.examId}` },
    ],
  },
  "POST /api/exams": {
    access: "staff",
    status: 201,
    creates: "exams",
    cases: ({ caller: { own, foreign } }) => [
      { label: "own group and question", side: "own", path: "/api/exams", body: examBody(own) },
      ...withUnknown(
        {
          label: "another school's group",
          side: "foreign",
          path: "/api/exams",
          body: examBody(foreign, foreign.groupId, foreign.questionId),
        },
        foreign.groupId,
        422,
      ),
      ...withUnknown(
        {
          label: "another school's question",
          side: "foreign",
          path: "/api/exams",
          body: examBody(own, own.groupId, foreign.questionId),
          expect: mixedSchools,
        },
        foreign.questionId,
        422,
      ),
    ],
  },
  "PATCH /api/exams/{examId}": {
    access: "staff",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => [
      { label: "own exam", side: "own", path: `/api/exams/${await fx.exam(own)}`, body: examBody(own) },
      {
        label: "another school's exam",
        side: "foreign",
        path: `/api/exams/${await fx.exam(foreign)}`,
        body: examBody(foreign),
      },
      {
        label: "own exam given to another school's group",
        side: "foreign",
        path: `/api/exams/${await fx.exam(own)}`,
        body: examBody(foreign),
      },
      ...withUnknown(
        {
          label: "own exam with another school's question",
          side: "foreign",
          path: `/api/exams/${await fx.exam(own)}`,
          body: examBody(own, own.groupId, foreign.questionId),
          expect: mixedSchools,
        },
        foreign.questionId,
        422,
      ),
    ],
  },
  "POST /api/exams/duplicates": {
    access: "staff",
    status: 201,
    creates: "exams",
    cases: ({ caller: { own, foreign } }) => [
      { label: "own exam", side: "own", path: "/api/exams/duplicates", body: { exam_id: own.examId } },
      {
        label: "another school's exam",
        side: "foreign",
        path: "/api/exams/duplicates",
        body: { exam_id: foreign.examId },
      },
    ],
  },
  "GET /api/exams/users": {
    access: "staff",
    status: 200,
    cases: ({ caller }) =>
      performanceFilterCases(caller, (filter) => {
        const query = new URLSearchParams(filter).toString();
        return { path: query ? `/api/exams/users?${query}` : "/api/exams/users" };
      }),
  },
};
