import type { CaseContext, MatrixCase, OperationRows } from "../matrix";
import { performanceFilterCases } from "../performance-cases";

/** The filters of the performance page's procedures: each id within access or refused. */
const performanceCases = ({ caller }: CaseContext): MatrixCase[] =>
  performanceFilterCases(caller, (filter) => ({ input: filter }));

/** The students' performance: REST's list of users and the performance page's operations. */
export const performanceRows: OperationRows = {
  "performance.users": {
    access: "staff",
    rest: {
      cases: ({ caller }) =>
        performanceFilterCases(caller, (filter) => {
          const query = new URLSearchParams(filter).toString();
          return { path: query ? `/api/exams/users?${query}` : "/api/exams/users" };
        }),
    },
    trpc: { cases: performanceCases },
  },
  "performance.studentsDownload": {
    access: "staff",
    rest: {
      cases: ({ caller }) =>
        performanceFilterCases(caller, (filter) => ({
          path: `/api/exams/users/export?${new URLSearchParams({ ...filter, sort: "average_answer_time" }).toString()}`,
        })),
    },
  },
  "performance.students": {
    access: "staff",
    trpc: {
      cases: (ctx) =>
        performanceCases(ctx).map((c) => ({ ...c, input: { ...(c.input as object), sort: "correct_answers_count" } })),
    },
  },
  "performance.studentEvents": {
    access: "staff",
    trpc: {
      cases: (ctx) =>
        performanceCases(ctx).map((c) => ({
          ...c,
          input: { ...(c.input as object), student_id: ctx.caller.own.teacherId },
        })),
    },
  },
  "performance.itemAnalysis": {
    access: "staff",
    trpc: {
      cases: ({ caller: { own, foreign } }) => [
        { label: "own exam", side: "own", input: { examId: own.examId } },
        { label: "another school's exam", side: "foreign", input: { examId: foreign.examId } },
      ],
    },
  },
  "performance.quizzes": {
    access: "staff",
    trpc: { cases: () => [{ label: "list", side: "own" }] },
  },
};
