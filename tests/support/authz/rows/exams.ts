import { examBody, mixedSchools } from "../bodies";
import type { OperationRows } from "../matrix";
import { withUnknown } from "../unknown-ids";

/** The exams' operations. */
export const examRows: OperationRows = {
  "exams.create": {
    access: "staff",
    creates: "exams",
    rest: {
      status: 201,
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
    trpc: {
      cases: ({ caller: { own, foreign } }) => [
        { label: "own group and question", side: "own", input: examBody(own) },
        ...withUnknown(
          { label: "another school's group", side: "foreign", input: examBody(foreign) },
          foreign.groupId,
          422,
        ),
        ...withUnknown(
          {
            label: "another school's question",
            side: "foreign",
            input: examBody(own, own.groupId, foreign.questionId),
            expect: mixedSchools,
          },
          foreign.questionId,
          422,
        ),
      ],
    },
  },
  "exams.update": {
    access: "staff",
    rest: {
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
    trpc: {
      cases: async ({ caller: { own, foreign }, fx }) => [
        { label: "own exam", side: "own", input: { examId: await fx.exam(own), data: examBody(own) } },
        {
          label: "another school's exam",
          side: "foreign",
          input: { examId: await fx.exam(foreign), data: examBody(foreign) },
        },
        {
          label: "own exam given to another school's group",
          side: "foreign",
          input: { examId: await fx.exam(own), data: examBody(foreign) },
        },
      ],
    },
  },
  "exams.list": {
    access: "staff",
    rest: {
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
    trpc: {
      cases: ({ caller: { own, foreign } }) => [
        { label: "list", side: "own", input: { limit: 100 } },
        { label: "own group", side: "own", input: { group_id: own.groupId } },
        ...withUnknown(
          { label: "another school's group", side: "foreign", input: { group_id: foreign.groupId } },
          foreign.groupId,
          200,
        ),
      ],
    },
  },
  "exams.get": {
    access: "staff",
    rest: {
      cases: ({ caller: { own, foreign } }) => [
        { label: "own exam", side: "own", path: `/api/exams/${own.examId}` },
        { label: "another school's exam", side: "foreign", path: `/api/exams/${foreign.examId}` },
      ],
    },
    trpc: {
      cases: ({ caller: { own, foreign } }) => [
        { label: "own exam", side: "own", input: { examId: own.examId } },
        { label: "another school's exam", side: "foreign", input: { examId: foreign.examId } },
      ],
    },
  },
  "exams.duplicate": {
    access: "staff",
    creates: "exams",
    rest: {
      status: 201,
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
    trpc: {
      cases: ({ caller: { own, foreign } }) => [
        { label: "own exam", side: "own", input: { examId: own.examId } },
        { label: "another school's exam", side: "foreign", input: { examId: foreign.examId } },
      ],
    },
  },
  "exams.delete": {
    access: "staff",
    rest: {
      cases: async ({ caller: { own, foreign }, fx }) => [
        { label: "own exam", side: "own", path: `/api/exams/${await fx.exam(own)}` },
        { label: "another school's exam", side: "foreign", path: `/api/exams/${await fx.exam(foreign)}` },
      ],
    },
    trpc: {
      cases: async ({ caller: { own, foreign }, fx }) => [
        { label: "own exam", side: "own", input: { examId: await fx.exam(own) } },
        { label: "another school's exam", side: "foreign", input: { examId: await fx.exam(foreign) } },
      ],
    },
  },
  "exams.preview": {
    access: "staff",
    trpc: {
      cases: ({ caller: { own, foreign } }) => [
        { label: "own exam", side: "own", input: { examId: own.examId } },
        { label: "another school's exam", side: "foreign", input: { examId: foreign.examId } },
      ],
    },
  },
  "exams.options": {
    access: "staff",
    trpc: { cases: () => [{ label: "list", side: "own" }] },
  },
  "exams.addQuestions": {
    access: "staff",
    trpc: {
      cases: async ({ caller: { own, foreign }, fx }) => [
        {
          label: "own exam and question",
          side: "own",
          input: { examId: await fx.exam(own), questionIds: [await fx.question(own)] },
        },
        {
          label: "another school's exam",
          side: "foreign",
          input: { examId: await fx.exam(foreign), questionIds: [await fx.question(foreign)] },
        },
        ...(await (async () => {
          const theirs = await fx.question(foreign);
          return withUnknown(
            {
              label: "another school's question",
              side: "foreign",
              input: { examId: await fx.exam(own), questionIds: [theirs] },
              expect: mixedSchools,
            },
            theirs,
            422,
          );
        })()),
      ],
    },
  },
};
