import type { CaseContext, MatrixCase, MatrixRow } from "../matrix";
import { range } from "../bodies";
import { performanceFilterCases } from "../performance-cases";
import { withUnknown } from "../unknown-ids";

/** The filters of the performance page's procedures: each id within access or refused. */
const performanceCases = ({ caller }: CaseContext): MatrixCase[] =>
  performanceFilterCases(caller, (filter) => ({ input: filter }));

/** The performance page's and the downloads page's procedures, and the student's question a report links to. */
export const performanceReportTrpcRows: Record<string, MatrixRow> = {
  "performance.users": { access: "staff", status: 200, cases: performanceCases },
  "performance.students": {
    access: "staff",
    status: 200,
    cases: (ctx) =>
      performanceCases(ctx).map((c) => ({ ...c, input: { ...(c.input as object), sort: "correct_answers_count" } })),
  },
  "performance.studentEvents": {
    access: "staff",
    status: 200,
    // Any id: a student outside the target groups has no events to show.
    cases: (ctx) =>
      performanceCases(ctx).map((c) => ({
        ...c,
        input: { ...(c.input as object), student_id: ctx.caller.own.teacherId },
      })),
  },
  "performance.itemAnalysis": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      { label: "own exam", side: "own", input: { examId: own.examId } },
      { label: "another school's exam", side: "foreign", input: { examId: foreign.examId } },
    ],
  },
  "performance.quizzes": { access: "staff", status: 200, cases: () => [{ label: "list", side: "own" }] },

  "reports.preview": {
    access: "admin",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      { label: "questions, everything in access", side: "own", input: { report: "questions", input: range } },
      {
        label: "questions, own group",
        side: "own",
        input: { report: "questions", input: { ...range, group_ids: [own.groupId] } },
      },
      ...withUnknown(
        {
          label: "questions, another school's group",
          side: "foreign",
          input: { report: "questions", input: { ...range, group_ids: [foreign.groupId] } },
        },
        foreign.groupId,
        200,
      ),
      { label: "bookings, everything in access", side: "own", input: { report: "bookings", input: range } },
      ...withUnknown(
        {
          label: "bookings, another school",
          side: "foreign",
          input: { report: "bookings", input: { ...range, school_ids: [foreign.schoolId] } },
        },
        foreign.schoolId,
        200,
      ),
      { label: "workload, everything in access", side: "own", input: { report: "bookings-workload", input: {} } },
      ...withUnknown(
        {
          label: "workload, another school",
          side: "foreign",
          input: { report: "bookings-workload", input: { school_ids: [foreign.schoolId] } },
        },
        foreign.schoolId,
        200,
      ),
    ],
  },
  "reports.groupsUsage": {
    access: "admin",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      {
        label: "own group",
        side: "own",
        input: { ...range, group_ids: [own.groupId], show_disciplines: true, show_teachers: true },
      },
      ...withUnknown(
        {
          label: "another school's group",
          side: "foreign",
          input: { ...range, group_ids: [foreign.groupId], show_disciplines: true, show_teachers: true },
        },
        foreign.groupId,
        200,
      ),
    ],
  },
  "studentQuestions.get": {
    access: "staff",
    status: 200,
    cases: async ({ caller: { own, foreign }, prisma }) => {
      const inGroup = async (groupId: string) =>
        (await prisma.studentQuestion.findFirstOrThrow({ where: { groupId }, orderBy: { id: "asc" } })).id;
      const theirs = await inGroup(foreign.groupId);
      return [
        { label: "a question of the own group", side: "own", input: { id: await inGroup(own.groupId) } },
        // Null, as for an id that names no question: the page says it is not found (read-student-question.ts).
        ...withUnknown(
          {
            label: "another school's question",
            side: "foreign",
            input: { id: theirs },
            expect: { ana: 200, bruno: 200, tiago: 200 },
          },
          theirs,
          200,
        ),
      ];
    },
  },
};
