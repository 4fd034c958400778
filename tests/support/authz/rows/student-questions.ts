import type { OperationRows } from "../matrix";
import { withUnknown } from "../unknown-ids";

/** The student's question a report links to (its page). */
export const studentQuestionRows: OperationRows = {
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
