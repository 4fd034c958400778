import type { MatrixRow } from "../matrix";
import { importedGift, mixedSchools, questionBody } from "../bodies";
import { questionReferenceCases, withUnknown } from "../unknown-ids";

/** The question bank's routes: list, read, write, media, import and export. */
export const questionsDbRestRows: Record<string, MatrixRow> = {
  "GET /api/exams/questions-db": {
    access: "staff",
    status: 200,
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
        { label: "another school's exam", side: "foreign", path: `/api/exams/questions-db?exam_id=${foreign.examId}` },
        foreign.examId,
        200,
      ),
    ],
  },
  "GET /api/exams/questions-db/{questionId}": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      { label: "own question", side: "own", path: `/api/exams/questions-db/${own.questionId}` },
      { label: "another school's question", side: "foreign", path: `/api/exams/questions-db/${foreign.questionId}` },
    ],
  },
  "POST /api/exams/questions-db/media": {
    access: "staff",
    status: 201,
    cases: ({ caller: { own, foreign } }) => [
      {
        label: "own school",
        side: "own",
        path: "/api/exams/questions-db/media",
        body: { school_id: own.schoolId, file_name: "figura.png", size: 1000 },
      },
      ...withUnknown(
        {
          label: "another school",
          side: "foreign",
          path: "/api/exams/questions-db/media",
          body: { school_id: foreign.schoolId, file_name: "figura.png", size: 1000 },
        },
        foreign.schoolId,
        422,
      ),
    ],
  },
  "POST /api/exams/questions-db/import": {
    access: "staff",
    // A dry run: the matrix checks who may import where; the writes are tested in questions-db-interchange.
    status: 200,
    cases: ({ caller: { own, foreign } }) => {
      const path = (school: string) =>
        `/api/exams/questions-db/import?${new URLSearchParams({
          school_id: school,
          discipline_id: String(own.disciplineId),
          subject: String(own.subjectId),
          source: "Matriz",
          dry_run: "true",
        })}`;
      const file = { body: importedGift, contentType: "text/plain" };
      return [
        { label: "own school", side: "own", path: path(own.schoolId), ...file },
        ...withUnknown(
          { label: "another school", side: "foreign", path: path(foreign.schoolId), ...file },
          foreign.schoolId,
          200,
        ),
      ];
    },
  },
  "GET /api/exams/questions-db/export": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      { label: "gift", side: "own", path: "/api/exams/questions-db/export?format=gift" },
      {
        label: "own school, xml",
        side: "own",
        path: `/api/exams/questions-db/export?format=moodle-xml&school_id=${own.schoolId}`,
      },
      ...withUnknown(
        {
          label: "another school",
          side: "foreign",
          path: `/api/exams/questions-db/export?format=xlsx&school_id=${foreign.schoolId}`,
        },
        foreign.schoolId,
        200,
      ),
      ...withUnknown(
        {
          label: "another school's group",
          side: "foreign",
          path: `/api/exams/questions-db/export?format=gift&group_id=${foreign.groupId}`,
        },
        foreign.groupId,
        200,
      ),
    ],
  },
  "GET /api/exams/questions-db/import-template": {
    access: "staff",
    status: 200,
    cases: () => [{ label: "template", side: "own", path: "/api/exams/questions-db/import-template" }],
  },
  "POST /api/exams/questions-db": {
    access: "staff",
    status: 201,
    creates: "questions",
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
  "PATCH /api/exams/questions-db/{questionId}": {
    access: "staff",
    status: 200,
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

  "DELETE /api/exams/questions-db/{questionId}": {
    access: "staff",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => [
      { label: "own question", side: "own", path: `/api/exams/questions-db/${await fx.question(own)}` },
      {
        label: "another school's question",
        side: "foreign",
        path: `/api/exams/questions-db/${await fx.question(foreign)}`,
      },
    ],
  },
  ...Object.fromEntries(
    ["archive", "restore"].map((verb) => [
      `POST /api/exams/questions-db/{questionId}/${verb}`,
      {
        access: "staff",
        status: 200,
        cases: async ({ caller: { own, foreign }, fx }) => [
          { label: "own question", side: "own", path: `/api/exams/questions-db/${await fx.question(own)}/${verb}` },
          {
            label: "another school's question",
            side: "foreign",
            path: `/api/exams/questions-db/${await fx.question(foreign)}/${verb}`,
          },
        ],
      } satisfies MatrixRow,
    ]),
  ),
};
