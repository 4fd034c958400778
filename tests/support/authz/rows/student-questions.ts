import type { OperationRows } from "../matrix";
import { withUnknown } from "../unknown-ids";

/** The students' questions' list (filters of another school's group or school: 403, as for an unknown id). */
export const studentQuestionRows: OperationRows = {
  "studentQuestions.list": {
    access: "staff",
    rest: {
      cases: ({ caller: { own, foreign } }) => [
        { label: "list", side: "own", path: "/api/student-questions?status=WAITING,IN_PROGRESS" },
        { label: "own group", side: "own", path: `/api/student-questions?group_id=${own.groupId}` },
        ...withUnknown(
          { label: "another school", side: "foreign", path: `/api/student-questions?school_id=${foreign.schoolId}` },
          foreign.schoolId,
          200,
        ),
        ...withUnknown(
          {
            label: "another school's group",
            side: "foreign",
            path: `/api/student-questions?group_id=${foreign.groupId}`,
          },
          foreign.groupId,
          200,
        ),
      ],
    },
    trpc: {
      cases: ({ caller: { own, foreign } }) => [
        { label: "list", side: "own", input: { answered: "this_week" } },
        { label: "own school", side: "own", input: { school_id: own.schoolId } },
        ...withUnknown(
          { label: "another school's group", side: "foreign", input: { group_id: foreign.groupId } },
          foreign.groupId,
          200,
        ),
      ],
    },
  },
  "studentQuestions.get": {
    access: "staff",
    trpc: {
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
  },
};
