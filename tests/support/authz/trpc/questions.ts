import type { MatrixRow } from "../matrix";
import { importInput, mixedSchools, questionBody } from "../bodies";
import { questionReferenceCases, withUnknown } from "../unknown-ids";

/** The question bank's procedures. */
export const questionTrpcRows: Record<string, MatrixRow> = {
  "questions.list": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      { label: "list", side: "own", input: { limit: 100 } },
      { label: "own school", side: "own", input: { school_id: own.schoolId } },
      ...withUnknown(
        { label: "another school", side: "foreign", input: { school_id: foreign.schoolId } },
        foreign.schoolId,
        200,
      ),
      ...withUnknown(
        { label: "another school's group", side: "foreign", input: { group_id: foreign.groupId } },
        foreign.groupId,
        200,
      ),
      ...withUnknown(
        { label: "another school's exam", side: "foreign", input: { exam_id: foreign.examId } },
        foreign.examId,
        200,
      ),
    ],
  },
  "questions.get": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      { label: "own question", side: "own", input: { questionId: own.questionId } },
      { label: "another school's question", side: "foreign", input: { questionId: foreign.questionId } },
    ],
  },
  "questions.prepareMedia": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      { label: "own school", side: "own", input: { school_id: own.schoolId, file_name: "aula.pdf", size: 1000 } },
      ...withUnknown(
        {
          label: "another school",
          side: "foreign",
          input: { school_id: foreign.schoolId, file_name: "aula.pdf", size: 1000 },
        },
        foreign.schoolId,
        422,
      ),
    ],
  },
  "questions.previewImport": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      { label: "own school", side: "own", input: importInput(own.schoolId, own.disciplineId, own.subjectId) },
      ...withUnknown(
        {
          label: "another school",
          side: "foreign",
          input: importInput(foreign.schoolId, own.disciplineId, own.subjectId),
        },
        foreign.schoolId,
        200,
      ),
    ],
  },
  "questions.import": {
    access: "staff",
    status: 200,
    creates: "questions",
    cases: ({ caller: { own, foreign } }) => [
      { label: "own school", side: "own", input: importInput(own.schoolId, own.disciplineId, own.subjectId) },
      ...withUnknown(
        {
          label: "another school",
          side: "foreign",
          input: importInput(foreign.schoolId, own.disciplineId, own.subjectId),
          // The platform admin reaches the school, which does not use the discipline: the question is refused.
          expect: { admin: 422 },
        },
        foreign.schoolId,
        422,
      ),
    ],
  },
  "questions.create": {
    access: "staff",
    status: 200,
    creates: "questions",
    cases: async ({ caller: { own, foreign }, fx }) => [
      { label: "own school", side: "own", input: questionBody(own, { examId: await fx.exam(own) }) },
      ...withUnknown(
        {
          label: "belongs to another school",
          side: "foreign",
          input: questionBody(own, { belongsTo: foreign.schoolId }),
          expect: mixedSchools,
        },
        foreign.schoolId,
        422,
      ),
      ...withUnknown(
        {
          label: "another school's group",
          side: "foreign",
          input: questionBody(own, { groupId: foreign.groupId }),
          expect: mixedSchools,
        },
        foreign.groupId,
        422,
      ),
      ...(await (async () => {
        const theirExam = await fx.exam(foreign);
        return withUnknown(
          {
            label: "another school's exam",
            side: "foreign",
            input: questionBody(own, { examId: theirExam }),
            expect: mixedSchools,
          },
          theirExam,
          422,
        );
      })()),
      ...questionReferenceCases(undefined, own, foreign, (input) => ({ input }), 200),
    ],
  },
  "questions.update": {
    access: "staff",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => {
      const mine = await fx.question(own);
      return [
        { label: "own question", side: "own", input: { questionId: await fx.question(own), data: questionBody(own) } },
        {
          label: "another school's question",
          side: "foreign",
          input: { questionId: await fx.question(foreign), data: questionBody(foreign) },
        },
        {
          label: "own question moved to another school",
          side: "foreign",
          input: { questionId: await fx.question(own), data: questionBody(own, { belongsTo: foreign.schoolId }) },
          expect: mixedSchools,
        },
        ...questionReferenceCases(undefined, own, foreign, (data) => ({ input: { questionId: mine, data } }), 200),
      ];
    },
  },
  "questions.duplicate": {
    access: "staff",
    status: 200,
    creates: "questions",
    cases: async ({ caller: { own, foreign }, fx }) => [
      { label: "own question", side: "own", input: { questionId: await fx.question(own) } },
      { label: "another school's question", side: "foreign", input: { questionId: await fx.question(foreign) } },
    ],
  },

  "questions.delete": {
    access: "staff",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => [
      { label: "own question", side: "own", input: { questionId: await fx.question(own) } },
      { label: "another school's question", side: "foreign", input: { questionId: await fx.question(foreign) } },
    ],
  },
  ...Object.fromEntries(
    ["archive", "restore"].map((verb) => [
      `questions.${verb}`,
      {
        access: "staff",
        status: 200,
        cases: async ({ caller: { own, foreign }, fx }) => [
          { label: "own question", side: "own", input: { questionIds: [await fx.question(own)] } },
          {
            label: "own and another school's question",
            side: "foreign",
            input: { questionIds: [await fx.question(own), await fx.question(foreign)] },
          },
        ],
      } satisfies MatrixRow,
    ]),
  ),
};
