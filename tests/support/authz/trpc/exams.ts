import type { MatrixRow } from "../matrix";
import { examBody, mixedSchools } from "../bodies";
import { withUnknown } from "../unknown-ids";

/** The exam builder's procedures. */
export const examTrpcRows: Record<string, MatrixRow> = {
  "exams.list": {
    access: "staff",
    status: 200,
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
  "exams.delete": {
    access: "staff",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => [
      { label: "own exam", side: "own", input: { examId: await fx.exam(own) } },
      { label: "another school's exam", side: "foreign", input: { examId: await fx.exam(foreign) } },
    ],
  },
  "exams.get": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      { label: "own exam", side: "own", input: { examId: own.examId } },
      { label: "another school's exam", side: "foreign", input: { examId: foreign.examId } },
    ],
  },
  "exams.create": {
    access: "staff",
    status: 200,
    creates: "exams",
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
  "exams.update": {
    access: "staff",
    status: 200,
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
  "exams.preview": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      { label: "own exam", side: "own", input: { examId: own.examId } },
      { label: "another school's exam", side: "foreign", input: { examId: foreign.examId } },
    ],
  },
  "exams.duplicate": {
    access: "staff",
    status: 200,
    creates: "exams",
    cases: ({ caller: { own, foreign } }) => [
      { label: "own exam", side: "own", input: { examId: own.examId } },
      { label: "another school's exam", side: "foreign", input: { examId: foreign.examId } },
    ],
  },
  "exams.options": { access: "staff", status: 200, cases: () => [{ label: "list", side: "own" }] },
  "exams.addQuestions": {
    access: "staff",
    status: 200,
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
};
