import { mixedSchools, questionBody } from "../bodies";
import type { OperationRow, OperationRows } from "../matrix";
import { questionReferenceCases, withUnknown } from "../unknown-ids";

/** Archiving and restoring a question: REST takes one question in its path, tRPC a list of them. */
const archiveRow = (verb: "archive" | "restore"): OperationRow => ({
  access: "staff",
  rest: {
    cases: async ({ caller: { own, foreign }, fx }) => [
      { label: "own question", side: "own", path: `/api/exams/questions-db/${await fx.question(own)}/${verb}` },
      {
        label: "another school's question",
        side: "foreign",
        path: `/api/exams/questions-db/${await fx.question(foreign)}/${verb}`,
      },
    ],
  },
  trpc: {
    cases: async ({ caller: { own, foreign }, fx }) => [
      { label: "own question", side: "own", input: { questionIds: [await fx.question(own)] } },
      {
        label: "own and another school's question",
        side: "foreign",
        input: { questionIds: [await fx.question(own), await fx.question(foreign)] },
      },
    ],
  },
});

/** The question bank's operations: list, read, write, duplicate, archive. */
export const questionRows: OperationRows = {
  "questions.create": {
    access: "staff",
    creates: "questions",
    rest: {
      status: 201,
      cases: async ({ caller: { own, foreign }, fx }) => {
        const theirExam = await fx.exam(foreign);
        return [
          {
            label: "own school",
            side: "own",
            path: "/api/exams/questions-db",
            body: questionBody(own, { examId: await fx.exam(own) }),
          },
          ...withUnknown(
            {
              label: "belongs to another school",
              side: "foreign",
              path: "/api/exams/questions-db",
              body: questionBody(own, { belongsTo: foreign.schoolId }),
              expect: mixedSchools,
            },
            foreign.schoolId,
            422,
          ),
          ...withUnknown(
            {
              label: "another school's group",
              side: "foreign",
              path: "/api/exams/questions-db",
              body: questionBody(own, { groupId: foreign.groupId }),
              expect: mixedSchools,
            },
            foreign.groupId,
            422,
          ),
          ...withUnknown(
            {
              label: "another school's exam",
              side: "foreign",
              path: "/api/exams/questions-db",
              body: questionBody(own, { examId: theirExam }),
              expect: mixedSchools,
            },
            theirExam,
            422,
          ),
          ...questionReferenceCases("/api/exams/questions-db", own, foreign, (body) => ({ body })),
        ];
      },
    },
    trpc: {
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
  },
  "questions.update": {
    access: "staff",
    rest: {
      cases: async ({ caller: { own, foreign }, fx }) => [
        {
          label: "own question",
          side: "own",
          path: `/api/exams/questions-db/${await fx.question(own)}`,
          body: questionBody(own),
        },
        {
          label: "another school's question",
          side: "foreign",
          path: `/api/exams/questions-db/${await fx.question(foreign)}`,
          body: questionBody(foreign),
        },
        {
          label: "own question moved to another school",
          side: "foreign",
          path: `/api/exams/questions-db/${await fx.question(own)}`,
          body: questionBody(own, { belongsTo: foreign.schoolId }),
          expect: mixedSchools,
        },
        ...questionReferenceCases(
          `/api/exams/questions-db/${await fx.question(own)}`,
          own,
          foreign,
          (body) => ({ body }),
          200,
        ),
      ],
    },
    trpc: {
      cases: async ({ caller: { own, foreign }, fx }) => {
        const mine = await fx.question(own);
        return [
          {
            label: "own question",
            side: "own",
            input: { questionId: await fx.question(own), data: questionBody(own) },
          },
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
  },
  "questions.list": {
    access: "staff",
    rest: {
      cases: ({ caller: { own, foreign } }) => [
        { label: "list", side: "own", path: "/api/exams/questions-db?limit=100" },
        { label: "own school", side: "own", path: `/api/exams/questions-db?school_id=${own.schoolId}` },
        ...withUnknown(
          { label: "another school", side: "foreign", path: `/api/exams/questions-db?school_id=${foreign.schoolId}` },
          foreign.schoolId,
          200,
        ),
        ...withUnknown(
          {
            label: "another school's group",
            side: "foreign",
            path: `/api/exams/questions-db?group_id=${foreign.groupId}`,
          },
          foreign.groupId,
          200,
        ),
        ...withUnknown(
          {
            label: "another school's exam",
            side: "foreign",
            path: `/api/exams/questions-db?exam_id=${foreign.examId}`,
          },
          foreign.examId,
          200,
        ),
      ],
    },
    trpc: {
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
  },
  "questions.get": {
    access: "staff",
    rest: {
      cases: ({ caller: { own, foreign } }) => [
        { label: "own question", side: "own", path: `/api/exams/questions-db/${own.questionId}` },
        { label: "another school's question", side: "foreign", path: `/api/exams/questions-db/${foreign.questionId}` },
      ],
    },
    trpc: {
      cases: ({ caller: { own, foreign } }) => [
        { label: "own question", side: "own", input: { questionId: own.questionId } },
        { label: "another school's question", side: "foreign", input: { questionId: foreign.questionId } },
      ],
    },
  },
  "questions.delete": {
    access: "staff",
    rest: {
      cases: async ({ caller: { own, foreign }, fx }) => [
        { label: "own question", side: "own", path: `/api/exams/questions-db/${await fx.question(own)}` },
        {
          label: "another school's question",
          side: "foreign",
          path: `/api/exams/questions-db/${await fx.question(foreign)}`,
        },
      ],
    },
    trpc: {
      cases: async ({ caller: { own, foreign }, fx }) => [
        { label: "own question", side: "own", input: { questionId: await fx.question(own) } },
        { label: "another school's question", side: "foreign", input: { questionId: await fx.question(foreign) } },
      ],
    },
  },
  "questions.duplicate": {
    access: "staff",
    creates: "questions",
    trpc: {
      cases: async ({ caller: { own, foreign }, fx }) => [
        { label: "own question", side: "own", input: { questionId: await fx.question(own) } },
        { label: "another school's question", side: "foreign", input: { questionId: await fx.question(foreign) } },
      ],
    },
  },
  "questions.archive": archiveRow("archive"),
  "questions.restore": archiveRow("restore"),
};
