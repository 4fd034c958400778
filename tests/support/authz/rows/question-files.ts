import { importedGift, importInput } from "../bodies";
import type { OperationRows } from "../matrix";
import { withUnknown } from "../unknown-ids";

/** The question bank's files: media uploads, the import (REST's raw body, tRPC's preview and import), the export. */
export const questionFileRows: OperationRows = {
  "questions.prepareMedia": {
    access: "staff",
    rest: {
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
    trpc: {
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
  },
  "questions.importBody": {
    access: "staff",
    rest: {
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
  },
  "questions.export": {
    access: "staff",
    rest: {
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
  },
  "questions.importTemplate": {
    access: "staff",
    rest: { cases: () => [{ label: "template", side: "own", path: "/api/exams/questions-db/import-template" }] },
  },
  "questions.previewImport": {
    access: "staff",
    trpc: {
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
  },
  "questions.import": {
    access: "staff",
    creates: "questions",
    trpc: {
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
  },
};
