import { reportFormats } from "@/server/reports/schema";
import type { MatrixCase, MatrixRow } from "./matrix";
import { colleague, examBody, importedGift, mixedSchools, questionBody, range } from "./bodies";
import { questionReferenceCases, unknownInt, unknownTwin, withUnknown } from "./unknown-ids";
import type { SchoolWorld } from "./world";

const formats = { json: reportFormats.json, csv: reportFormats.csv, xlsx: reportFormats.xlsx };
const tokenIsPersonal = { admin: 404, ana: 404, bruno: 404, tiago: 404, sofia: 404 };
const feedIsPersonal = { admin: 404, ana: 404, bruno: 404, tiago: 404 };
const adminsNameASchool = { admin: 422, ana: 422, bruno: 422 };

/**
 * Each format of a report, with the body for each school: no ids (all in access), own ids, foreign
 * ids, and unknown ids in their place (`unknownForAdmin`: the platform admin's answer to those).
 */
function reportCases(
  path: string,
  body: (school?: SchoolWorld) => object,
  own: SchoolWorld,
  foreign: SchoolWorld,
  foreignId: string,
  unknownForAdmin: number,
  withDefault = true,
): MatrixCase[] {
  return Object.entries(formats).flatMap(([format, accept]) => [
    ...(withDefault
      ? [{ label: `${format}, everything in access`, side: "own" as const, path, accept, body: body() }]
      : []),
    { label: `${format}, own ids`, side: "own" as const, path, accept, body: body(own) },
    ...withUnknown(
      { label: `${format}, another school's ids`, side: "foreign" as const, path, accept, body: body(foreign) },
      foreignId,
      unknownForAdmin,
    ),
  ]);
}

/**
 * Every REST route of src/server/api/rest-routes.ts, keyed "METHOD path". A route without a row
 * fails the matrix, and so does a row without a route.
 */
export const restRows: Record<string, MatrixRow> = {
  "GET /api/me": { access: "user", status: 200, cases: () => [{ label: "self", side: "own", path: "/api/me" }] },
  "GET /api/tokens": {
    access: "user",
    status: 200,
    cases: () => [{ label: "own tokens", side: "own", path: "/api/tokens" }],
  },
  "POST /api/tokens": {
    access: "staff",
    status: 201,
    creates: "tokens",
    cases: () => [{ label: "new token", side: "own", path: "/api/tokens", body: { name: "authz-matrix" } }],
  },
  "DELETE /api/tokens/{id}": {
    access: "user",
    status: 200,
    cases: async ({ caller, fx, prisma }) => {
      const other = await prisma.user.findUniqueOrThrow({ where: { email: caller.foreign.adminEmail } });
      const foreignToken = await fx.token({ id: other.id, email: other.email, name: "", role: other.role });
      return [
        {
          label: "own token",
          side: "own",
          path: `/api/tokens/${caller.user ? await fx.token(caller.user) : foreignToken}`,
        },
        // Tokens are personal: another user's token is not found, whoever asks (docs/security.md).
        {
          label: "another user's token",
          side: "foreign",
          path: `/api/tokens/${foreignToken}`,
          expect: tokenIsPersonal,
        },
      ];
    },
  },

  // Platform admins only: school admins read their schools' entries on the audit page (audit.list).
  "GET /api/audit": {
    access: "admin",
    status: 200,
    cases: () => [{ label: "latest entries", side: "own", path: "/api/audit", expect: { ana: 403, bruno: 403 } }],
  },

  "GET /api/disciplines": {
    access: "staff",
    status: 200,
    cases: () => [{ label: "list", side: "own", path: "/api/disciplines" }],
  },
  "GET /api/disciplines/{id}": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      { label: "own discipline", side: "own", path: `/api/disciplines/${own.disciplineId}` },
      {
        label: "discipline shared with another school",
        side: "own",
        path: `/api/disciplines/${own.sharedDisciplineId}`,
      },
      { label: "another school's discipline", side: "foreign", path: `/api/disciplines/${foreign.disciplineId}` },
    ],
  },
  "POST /api/disciplines": {
    access: "admin",
    status: 201,
    creates: "disciplines",
    cases: ({ caller: { own, foreign } }) => [
      {
        label: "owned by own school",
        side: "own",
        path: "/api/disciplines",
        body: { name: "authz-matrix", owner_ids: [own.schoolId] },
      },
      ...withUnknown(
        {
          label: "owned by another school",
          side: "foreign",
          path: "/api/disciplines",
          body: { name: "authz-matrix", owner_ids: [foreign.schoolId] },
        },
        foreign.schoolId,
        422,
      ),
    ],
  },
  "PATCH /api/disciplines/{id}": {
    access: "admin",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => [
      {
        label: "own discipline",
        side: "own",
        path: `/api/disciplines/${(await fx.discipline(own)).id}`,
        body: { name: "authz-matrix renamed" },
      },
      {
        label: "discipline shared with another school",
        side: "own",
        path: `/api/disciplines/${(await fx.discipline(own, foreign)).id}`,
        body: { name: "authz-matrix renamed", owner_ids: [own.schoolId] },
      },
      {
        label: "another school's discipline",
        side: "foreign",
        path: `/api/disciplines/${(await fx.discipline(foreign)).id}`,
        body: { name: "authz-matrix renamed" },
      },
      ...withUnknown(
        {
          label: "own discipline given to another school",
          side: "foreign",
          path: `/api/disciplines/${(await fx.discipline(own)).id}`,
          body: { owner_ids: [own.schoolId, foreign.schoolId] },
        },
        foreign.schoolId,
        422,
      ),
    ],
  },
  "POST /api/disciplines/{id}/subjects": {
    access: "admin",
    status: 201,
    cases: async ({ caller: { own, foreign }, fx }) => [
      {
        label: "own discipline",
        side: "own",
        path: `/api/disciplines/${(await fx.discipline(own)).id}/subjects`,
        body: { name: "authz-matrix" },
      },
      {
        label: "another school's discipline",
        side: "foreign",
        path: `/api/disciplines/${(await fx.discipline(foreign)).id}/subjects`,
        body: { name: "authz-matrix" },
      },
    ],
  },
  "DELETE /api/disciplines/{id}": {
    access: "admin",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => [
      { label: "own discipline", side: "own", path: `/api/disciplines/${(await fx.discipline(own)).id}` },
      {
        label: "another school's discipline",
        side: "foreign",
        path: `/api/disciplines/${(await fx.discipline(foreign)).id}`,
      },
    ],
  },
  "DELETE /api/disciplines/{id}/subjects/{subjectId}": {
    access: "admin",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => {
      const [mine, theirs] = [await fx.discipline(own), await fx.discipline(foreign)];
      return [
        { label: "own subject", side: "own", path: `/api/disciplines/${mine.id}/subjects/${mine.subjectId}` },
        {
          label: "another school's subject",
          side: "foreign",
          path: `/api/disciplines/${theirs.id}/subjects/${theirs.subjectId}`,
        },
      ];
    },
  },
  "PATCH /api/disciplines/{id}/subjects/{subjectId}": {
    access: "admin",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => {
      const [mine, theirs] = [await fx.discipline(own), await fx.discipline(foreign)];
      return [
        {
          label: "own subject",
          side: "own",
          path: `/api/disciplines/${mine.id}/subjects/${mine.subjectId}`,
          body: { enabled: false },
        },
        {
          label: "another school's subject",
          side: "foreign",
          path: `/api/disciplines/${theirs.id}/subjects/${theirs.subjectId}`,
          body: { enabled: false },
        },
      ];
    },
  },

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

  "GET /api/exams": {
    access: "staff",
    status: 200,
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
  "DELETE /api/exams/{examId}": {
    access: "staff",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => [
      { label: "own exam", side: "own", path: `/api/exams/${await fx.exam(own)}` },
      { label: "another school's exam", side: "foreign", path: `/api/exams/${await fx.exam(foreign)}` },
    ],
  },
  "GET /api/exams/{examId}": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      { label: "own exam", side: "own", path: `/api/exams/${own.examId}` },
      { label: "another school's exam", side: "foreign", path: `/api/exams/${foreign.examId}` },
    ],
  },
  "POST /api/exams": {
    access: "staff",
    status: 201,
    creates: "exams",
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
  "PATCH /api/exams/{examId}": {
    access: "staff",
    status: 200,
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
  "POST /api/exams/duplicates": {
    access: "staff",
    status: 201,
    creates: "exams",
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
  "GET /api/exams/users": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      { label: "everything in access", side: "own", path: "/api/exams/users" },
      { label: "own group", side: "own", path: `/api/exams/users?group_ids=${own.groupId}` },
      ...withUnknown(
        { label: "another school's group", side: "foreign", path: `/api/exams/users?group_ids=${foreign.groupId}` },
        foreign.groupId,
        200,
      ),
      ...withUnknown(
        { label: "another school", side: "foreign", path: `/api/exams/users?school_id=${foreign.schoolId}` },
        foreign.schoolId,
        200,
      ),
      ...withUnknown(
        { label: "another school's exam", side: "foreign", path: `/api/exams/users?exam_id=${foreign.examId}` },
        foreign.examId,
        200,
      ),
      ...withUnknown(
        { label: "another school's quiz", side: "foreign", path: `/api/exams/users?quiz_id=${foreign.quizId}` },
        foreign.quizId,
        200,
      ),
      ...withUnknown(
        {
          label: "another school's question",
          side: "foreign",
          path: `/api/exams/users?question_id=${foreign.questionId}`,
        },
        foreign.questionId,
        200,
      ),
    ],
  },

  "POST /api/reports/questions": {
    access: "admin",
    status: 200,
    cases: ({ caller: { own, foreign } }) =>
      reportCases(
        "/api/reports/questions",
        (school) => ({ ...range, ...(school ? { group_ids: [school.groupId] } : {}) }),
        own,
        foreign,
        foreign.groupId,
        200,
      ),
  },
  "POST /api/reports/bookings": {
    access: "admin",
    status: 200,
    cases: ({ caller: { own, foreign } }) =>
      reportCases(
        "/api/reports/bookings",
        (school) => ({ ...range, ...(school ? { school_ids: [school.schoolId] } : {}) }),
        own,
        foreign,
        foreign.schoolId,
        200,
      ),
  },
  "POST /api/reports/bookings-workload": {
    access: "admin",
    status: 200,
    cases: ({ caller: { own, foreign } }) =>
      reportCases(
        "/api/reports/bookings-workload",
        (school) => (school ? { school_ids: [school.schoolId] } : {}),
        own,
        foreign,
        foreign.schoolId,
        200,
      ),
  },
  "POST /api/reports/groups-usage": {
    access: "admin",
    status: 200,
    cases: ({ caller: { own, foreign } }) =>
      reportCases(
        "/api/reports/groups-usage",
        (school) => ({ ...range, group_ids: [school?.groupId], show_disciplines: true, show_teachers: true }),
        own,
        foreign,
        foreign.groupId,
        200,
        false,
      ),
  },

  "GET /api/calendar-feeds": {
    access: "staff",
    status: 200,
    cases: () => [{ label: "own feeds", side: "own", path: "/api/calendar-feeds" }],
  },
  "POST /api/calendar-feeds": {
    access: "staff",
    status: 201,
    creates: "calendarFeeds",
    cases: ({ caller: { own, foreign } }) => [
      // A teacher's feed is their own; an administrator's names a school they administer.
      { label: "own feed", side: "own", path: "/api/calendar-feeds", body: {}, expect: adminsNameASchool },
      {
        label: "own school's feed",
        side: "own",
        path: "/api/calendar-feeds",
        body: { school_id: own.schoolId },
        expect: { tiago: 403 },
      },
      ...withUnknown(
        {
          label: "another school's feed",
          side: "foreign",
          path: "/api/calendar-feeds",
          body: { school_id: foreign.schoolId },
        },
        foreign.schoolId,
        422,
      ),
    ],
  },
  "DELETE /api/calendar-feeds/{id}": {
    access: "staff",
    status: 200,
    cases: async ({ caller, fx, prisma }) => {
      const other = await prisma.user.findUniqueOrThrow({ where: { email: caller.foreign.adminEmail } });
      const foreignFeed = await fx.calendarFeed(other.id, caller.foreign.schoolId);
      const ownFeed = caller.user ? await fx.calendarFeed(caller.user.id, caller.own.schoolId) : foreignFeed;
      return [
        { label: "own feed", side: "own", path: `/api/calendar-feeds/${ownFeed}` },
        // Feeds are personal, like tokens: another user's is not found, whoever asks.
        {
          label: "another user's feed",
          side: "foreign",
          path: `/api/calendar-feeds/${foreignFeed}`,
          expect: feedIsPersonal,
        },
      ];
    },
  },
  "GET /api/bookings/availability-blocks": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      {
        label: "everything in access",
        side: "own",
        path: `/api/bookings/availability-blocks?start_date=${range.start_date}&end_date=${range.end_date}`,
      },
      { label: "own teacher", side: "own", path: `/api/bookings/availability-blocks?teacher_id=${own.teacherId}` },
      {
        label: "a colleague",
        side: "own",
        path: `/api/bookings/availability-blocks?teacher_id=${own.colleagueId}`,
        expect: colleague,
      },
      ...withUnknown(
        {
          label: "another school's teacher",
          side: "foreign",
          path: `/api/bookings/availability-blocks?teacher_id=${foreign.teacherId}`,
        },
        foreign.teacherId,
        422,
      ),
    ],
  },
  "POST /api/bookings/availability-blocks": {
    access: "staff",
    status: 201,
    creates: "blocks",
    cases: ({ caller: { own, foreign }, fx }) => {
      const body = (school: SchoolWorld) => {
        const { after, before } = fx.window();
        return { teacher_id: school.teacherId, start_date: after, end_date: before, reason: "authz-matrix" };
      };
      return [
        { label: "own teacher", side: "own", path: "/api/bookings/availability-blocks", body: body(own) },
        {
          label: "a colleague",
          side: "own",
          path: "/api/bookings/availability-blocks",
          body: { ...body(own), teacher_id: own.colleagueId },
          expect: colleague,
        },
        ...withUnknown(
          {
            label: "another school's teacher",
            side: "foreign",
            path: "/api/bookings/availability-blocks",
            body: body(foreign),
          },
          foreign.teacherId,
          422,
        ),
      ];
    },
  },
  "PATCH /api/bookings/availability-blocks/{id}": {
    access: "staff",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => [
      {
        label: "own teacher's block",
        side: "own",
        path: `/api/bookings/availability-blocks/${await fx.block(own)}`,
        body: { reason: "authz-matrix moved" },
      },
      {
        label: "a colleague's block",
        side: "own",
        path: `/api/bookings/availability-blocks/${await fx.block(own, own.colleagueId)}`,
        body: { reason: "authz-matrix moved" },
        expect: colleague,
      },
      {
        label: "another school's block",
        side: "foreign",
        path: `/api/bookings/availability-blocks/${await fx.block(foreign)}`,
        body: { reason: "authz-matrix moved" },
      },
    ],
  },
  "DELETE /api/bookings/availability-blocks/{id}": {
    access: "staff",
    status: 204,
    cases: async ({ caller: { own, foreign }, fx }) => [
      { label: "own teacher's block", side: "own", path: `/api/bookings/availability-blocks/${await fx.block(own)}` },
      {
        label: "a colleague's block",
        side: "own",
        path: `/api/bookings/availability-blocks/${await fx.block(own, own.colleagueId)}`,
        expect: colleague,
      },
      {
        label: "another school's block",
        side: "foreign",
        path: `/api/bookings/availability-blocks/${await fx.block(foreign)}`,
      },
    ],
  },
  "GET /api/bookings/availability-series": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      { label: "everything in access", side: "own", path: "/api/bookings/availability-series" },
      { label: "own teacher", side: "own", path: `/api/bookings/availability-series?teacher_id=${own.teacherId}` },
      {
        label: "a colleague",
        side: "own",
        path: `/api/bookings/availability-series?teacher_id=${own.colleagueId}`,
        expect: colleague,
      },
      ...withUnknown(
        {
          label: "another school's teacher",
          side: "foreign",
          path: `/api/bookings/availability-series?teacher_id=${foreign.teacherId}`,
        },
        foreign.teacherId,
        422,
      ),
    ],
  },
  "GET /api/bookings/availability-series/{id}": {
    access: "staff",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => [
      { label: "own teacher's series", side: "own", path: `/api/bookings/availability-series/${await fx.series(own)}` },
      {
        label: "a colleague's series",
        side: "own",
        path: `/api/bookings/availability-series/${await fx.series(own, own.colleagueId)}`,
        expect: colleague,
      },
      {
        label: "another school's series",
        side: "foreign",
        path: `/api/bookings/availability-series/${await fx.series(foreign)}`,
      },
    ],
  },
  "POST /api/bookings/availability-series/preview": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign }, fx }) => {
      const body = (teacherId: string) => ({ ...fx.seriesBody(teacherId), reason: "authz-matrix" });
      const path = "/api/bookings/availability-series/preview";
      return [
        { label: "own teacher", side: "own", path, body: body(own.teacherId) },
        { label: "a colleague", side: "own", path, body: body(own.colleagueId), expect: colleague },
        ...withUnknown(
          { label: "another school's teacher", side: "foreign", path, body: body(foreign.teacherId) },
          foreign.teacherId,
          422,
        ),
      ];
    },
  },
  "POST /api/bookings/availability-series": {
    access: "staff",
    status: 201,
    creates: "series",
    cases: ({ caller: { own, foreign }, fx }) => {
      const body = (teacherId: string) => ({ ...fx.seriesBody(teacherId), reason: "authz-matrix" });
      const path = "/api/bookings/availability-series";
      return [
        { label: "own teacher", side: "own", path, body: body(own.teacherId) },
        { label: "a colleague", side: "own", path, body: body(own.colleagueId), expect: colleague },
        ...withUnknown(
          { label: "another school's teacher", side: "foreign", path, body: body(foreign.teacherId) },
          foreign.teacherId,
          422,
        ),
      ];
    },
  },
  "PATCH /api/bookings/availability-series/{id}": {
    access: "staff",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => [
      {
        label: "own teacher's series",
        side: "own",
        path: `/api/bookings/availability-series/${await fx.series(own)}`,
        body: { reason: "authz-matrix moved" },
      },
      {
        label: "a colleague's series",
        side: "own",
        path: `/api/bookings/availability-series/${await fx.series(own, own.colleagueId)}`,
        body: { reason: "authz-matrix moved" },
        expect: colleague,
      },
      {
        label: "another school's series",
        side: "foreign",
        path: `/api/bookings/availability-series/${await fx.series(foreign)}`,
        body: { reason: "authz-matrix moved" },
      },
    ],
  },
  "DELETE /api/bookings/availability-series/{id}": {
    access: "staff",
    status: 204,
    cases: async ({ caller: { own, foreign }, fx }) => [
      { label: "own teacher's series", side: "own", path: `/api/bookings/availability-series/${await fx.series(own)}` },
      {
        label: "a colleague's series",
        side: "own",
        path: `/api/bookings/availability-series/${await fx.series(own, own.colleagueId)}`,
        expect: colleague,
      },
      {
        label: "another school's series",
        side: "foreign",
        path: `/api/bookings/availability-series/${await fx.series(foreign)}`,
      },
    ],
  },
  "POST /api/bookings": {
    access: "staff",
    status: 201,
    creates: "bookings",
    cases: async ({ caller: { own, foreign }, fx }) => {
      const mine = await fx.slot(own);
      // The platform admin may book there, but the teacher has no schedule at the other school: 409.
      return [
        { label: "own teacher and student", side: "own", path: "/api/bookings", body: mine },
        {
          label: "another school's teacher and student",
          side: "foreign",
          path: "/api/bookings",
          body: await fx.slot(foreign),
        },
        {
          label: "another school's student",
          side: "foreign",
          path: "/api/bookings",
          body: {
            ...mine,
            student_id: foreign.studentId,
            group_id: foreign.groupId,
            scheduled_for: mine.scheduled_for + 7 * 86_400_000,
          },
          expect: { admin: 409 },
        },
        // Each id of the other school in an otherwise bookable body; for the platform admin the data rules refuse them.
        ...withUnknown(
          {
            label: "another school's room",
            side: "foreign",
            path: "/api/bookings",
            body: { ...mine, room_id: foreign.roomId },
            expect: { admin: 422 },
          },
          foreign.roomId,
          422,
        ),
        ...withUnknown(
          {
            label: "another school's group",
            side: "foreign",
            path: "/api/bookings",
            body: { ...mine, group_id: foreign.groupId },
            expect: { admin: 422 },
          },
          foreign.groupId,
          422,
        ),
        ...withUnknown(
          {
            label: "only the student of another school",
            side: "foreign",
            path: "/api/bookings",
            body: { ...mine, student_id: foreign.studentId },
            expect: { admin: 422 },
          },
          foreign.studentId,
          422,
        ),
        ...withUnknown(
          {
            label: "another school's teacher",
            side: "foreign",
            path: "/api/bookings",
            body: { ...mine, teacher_id: foreign.teacherId },
            expect: { admin: 409 },
          },
          foreign.teacherId,
          422,
        ),
        ...(() => {
          const theirs: MatrixCase = {
            label: "another school's discipline",
            side: "foreign",
            path: "/api/bookings",
            body: { ...mine, discipline_id: foreign.disciplineId },
            expect: { admin: 422 },
          };
          return [
            theirs,
            unknownTwin(theirs, { path: "/api/bookings", body: { ...mine, discipline_id: unknownInt } }, 422),
          ];
        })(),
      ];
    },
  },
};
