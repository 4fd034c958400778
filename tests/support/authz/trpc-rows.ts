import type { CaseContext, MatrixCase, MatrixRow } from "./matrix";
import { colleague, examBody, importInput, mixedSchools, questionBody, range } from "./bodies";
import { questionReferenceCases, withUnknown } from "./unknown-ids";

const tokenIsPersonal = { admin: 404, ana: 404, bruno: 404, tiago: 404, sofia: 404 };
const feedIsPersonal = { admin: 404, ana: 404, bruno: 404, tiago: 404 };
const adminsNameASchool = { admin: 422, ana: 422, bruno: 422 };

/** The filters of the performance page's procedures: each id within access or refused. */
const performanceCases = ({ caller: { own, foreign } }: CaseContext): MatrixCase[] => [
  { label: "everything in access", side: "own", input: {} },
  { label: "own group", side: "own", input: { group_ids: own.groupId } },
  ...withUnknown(
    { label: "another school's group", side: "foreign", input: { group_ids: foreign.groupId } },
    foreign.groupId,
    200,
  ),
  ...withUnknown(
    { label: "another school", side: "foreign", input: { school_id: foreign.schoolId } },
    foreign.schoolId,
    200,
  ),
  ...withUnknown(
    { label: "another school's exam", side: "foreign", input: { exam_id: foreign.examId } },
    foreign.examId,
    200,
  ),
  ...withUnknown(
    { label: "another school's quiz", side: "foreign", input: { quiz_id: foreign.quizId } },
    foreign.quizId,
    200,
  ),
  ...withUnknown(
    { label: "another school's question", side: "foreign", input: { question_id: foreign.questionId } },
    foreign.questionId,
    200,
  ),
];

/**
 * Every procedure of the tRPC app router, by its dotted path. A procedure without a row fails
 * the matrix, and so does a row without a procedure.
 */
export const trpcRows: Record<string, MatrixRow> = {
  "me.get": { access: "user", status: 200, cases: () => [{ label: "self", side: "own" }] },
  "home.get": { access: "staff", status: 200, cases: () => [{ label: "own numbers or agenda", side: "own" }] },
  "audit.list": {
    access: "admin",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      { label: "latest entries of the schools in access", side: "own", input: {} },
      { label: "own school", side: "own", input: { school_id: own.schoolId } },
      ...withUnknown(
        { label: "another school", side: "foreign", input: { school_id: foreign.schoolId } },
        foreign.schoolId,
        200,
      ),
    ],
  },
  "tokens.list": { access: "user", status: 200, cases: () => [{ label: "own tokens", side: "own" }] },
  "tokens.create": {
    access: "staff",
    status: 200,
    creates: "tokens",
    cases: () => [{ label: "new token", side: "own", input: { name: "authz-matrix" } }],
  },
  "tokens.revoke": {
    access: "user",
    status: 200,
    cases: async ({ caller, fx, prisma }) => {
      const other = await prisma.user.findUniqueOrThrow({ where: { email: caller.foreign.adminEmail } });
      const foreignToken = await fx.token({ id: other.id, email: other.email, name: "", role: other.role });
      return [
        { label: "own token", side: "own", input: { id: caller.user ? await fx.token(caller.user) : foreignToken } },
        { label: "another user's token", side: "foreign", input: { id: foreignToken }, expect: tokenIsPersonal },
      ];
    },
  },
  "calendarFeeds.list": { access: "staff", status: 200, cases: () => [{ label: "own feeds", side: "own" }] },
  "calendarFeeds.create": {
    access: "staff",
    status: 200,
    creates: "calendarFeeds",
    cases: ({ caller: { own, foreign } }) => [
      // A teacher's feed is their own; an administrator's names a school they administer.
      { label: "own feed", side: "own", input: {}, expect: adminsNameASchool },
      { label: "own school's feed", side: "own", input: { school_id: own.schoolId }, expect: { tiago: 403 } },
      ...withUnknown(
        { label: "another school's feed", side: "foreign", input: { school_id: foreign.schoolId } },
        foreign.schoolId,
        422,
      ),
    ],
  },
  "calendarFeeds.revoke": {
    access: "staff",
    status: 200,
    cases: async ({ caller, fx, prisma }) => {
      const other = await prisma.user.findUniqueOrThrow({ where: { email: caller.foreign.adminEmail } });
      const foreignFeed = await fx.calendarFeed(other.id, caller.foreign.schoolId);
      const ownFeed = caller.user ? await fx.calendarFeed(caller.user.id, caller.own.schoolId) : foreignFeed;
      return [
        { label: "own feed", side: "own", input: { id: ownFeed } },
        // Feeds are personal, like tokens: another user's is not found, whoever asks.
        { label: "another user's feed", side: "foreign", input: { id: foreignFeed }, expect: feedIsPersonal },
      ];
    },
  },

  "disciplines.list": { access: "staff", status: 200, cases: () => [{ label: "list", side: "own" }] },
  "disciplines.get": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      { label: "own discipline", side: "own", input: { id: own.disciplineId } },
      { label: "discipline shared with another school", side: "own", input: { id: own.sharedDisciplineId } },
      { label: "another school's discipline", side: "foreign", input: { id: foreign.disciplineId } },
    ],
  },
  "disciplines.create": {
    access: "admin",
    status: 200,
    creates: "disciplines",
    cases: ({ caller: { own, foreign } }) => [
      { label: "owned by own school", side: "own", input: { name: "authz-matrix", owner_ids: [own.schoolId] } },
      ...withUnknown(
        {
          label: "owned by another school",
          side: "foreign",
          input: { name: "authz-matrix", owner_ids: [foreign.schoolId] },
        },
        foreign.schoolId,
        422,
      ),
    ],
  },
  "disciplines.update": {
    access: "admin",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => [
      {
        label: "own discipline",
        side: "own",
        input: { id: (await fx.discipline(own)).id, data: { name: "authz-matrix renamed" } },
      },
      {
        label: "discipline shared with another school",
        side: "own",
        input: {
          id: (await fx.discipline(own, foreign)).id,
          data: { name: "authz-matrix renamed", owner_ids: [own.schoolId] },
        },
      },
      {
        label: "another school's discipline",
        side: "foreign",
        input: { id: (await fx.discipline(foreign)).id, data: { name: "authz-matrix renamed" } },
      },
      {
        label: "own discipline given to another school",
        side: "foreign",
        input: { id: (await fx.discipline(own)).id, data: { owner_ids: [own.schoolId, foreign.schoolId] } },
      },
    ],
  },
  "disciplines.addSubject": {
    access: "admin",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => [
      {
        label: "own discipline",
        side: "own",
        input: { id: (await fx.discipline(own)).id, data: { name: "authz-matrix" } },
      },
      {
        label: "another school's discipline",
        side: "foreign",
        input: { id: (await fx.discipline(foreign)).id, data: { name: "authz-matrix" } },
      },
    ],
  },
  "disciplines.delete": {
    access: "admin",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => [
      { label: "own discipline", side: "own", input: { id: (await fx.discipline(own)).id } },
      { label: "another school's discipline", side: "foreign", input: { id: (await fx.discipline(foreign)).id } },
    ],
  },
  "disciplines.deleteSubject": {
    access: "admin",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => {
      const [mine, theirs] = [await fx.discipline(own), await fx.discipline(foreign)];
      return [
        { label: "own subject", side: "own", input: { id: mine.id, subjectId: mine.subjectId } },
        { label: "another school's subject", side: "foreign", input: { id: theirs.id, subjectId: theirs.subjectId } },
      ];
    },
  },
  "disciplines.updateSubject": {
    access: "admin",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => {
      const [mine, theirs] = [await fx.discipline(own), await fx.discipline(foreign)];
      return [
        {
          label: "own subject",
          side: "own",
          input: { id: mine.id, subjectId: mine.subjectId, data: { enabled: false } },
        },
        {
          label: "another school's subject",
          side: "foreign",
          input: { id: theirs.id, subjectId: theirs.subjectId, data: { enabled: false } },
        },
      ];
    },
  },

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

  "availability.teachers": { access: "staff", status: 200, cases: () => [{ label: "list", side: "own" }] },
  "availability.blocks": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      { label: "everything in access", side: "own", input: range },
      { label: "own teacher", side: "own", input: { teacher_id: own.teacherId } },
      { label: "a colleague", side: "own", input: { teacher_id: own.colleagueId }, expect: colleague },
      ...withUnknown(
        { label: "another school's teacher", side: "foreign", input: { teacher_id: foreign.teacherId } },
        foreign.teacherId,
        422,
      ),
    ],
  },
  "availability.bookings": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      { label: "own teacher", side: "own", input: { teacher_id: own.teacherId, ...range } },
      { label: "a colleague", side: "own", input: { teacher_id: own.colleagueId, ...range }, expect: colleague },
      ...withUnknown(
        { label: "another school's teacher", side: "foreign", input: { teacher_id: foreign.teacherId, ...range } },
        foreign.teacherId,
        422,
      ),
    ],
  },
  "availability.create": {
    access: "staff",
    status: 200,
    creates: "blocks",
    cases: ({ caller: { own, foreign }, fx }) => {
      const input = (teacherId: string) => {
        const { after, before } = fx.window();
        return { teacher_id: teacherId, start_date: after, end_date: before, reason: "authz-matrix" };
      };
      return [
        { label: "own teacher", side: "own", input: input(own.teacherId) },
        { label: "a colleague", side: "own", input: input(own.colleagueId), expect: colleague },
        ...withUnknown(
          { label: "another school's teacher", side: "foreign", input: input(foreign.teacherId) },
          foreign.teacherId,
          422,
        ),
      ];
    },
  },
  "availability.update": {
    access: "staff",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => [
      {
        label: "own teacher's block",
        side: "own",
        input: { id: await fx.block(own), data: { reason: "authz-matrix moved" } },
      },
      {
        label: "a colleague's block",
        side: "own",
        input: { id: await fx.block(own, own.colleagueId), data: { reason: "authz-matrix moved" } },
        expect: colleague,
      },
      {
        label: "another school's block",
        side: "foreign",
        input: { id: await fx.block(foreign), data: { reason: "authz-matrix moved" } },
      },
    ],
  },
  "availability.remove": {
    access: "staff",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => [
      { label: "own teacher's block", side: "own", input: { id: await fx.block(own) } },
      {
        label: "a colleague's block",
        side: "own",
        input: { id: await fx.block(own, own.colleagueId) },
        expect: colleague,
      },
      { label: "another school's block", side: "foreign", input: { id: await fx.block(foreign) } },
    ],
  },
  "availability.series": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign } }) => [
      { label: "everything in access", side: "own", input: {} },
      { label: "own teacher", side: "own", input: { teacher_id: own.teacherId } },
      { label: "a colleague", side: "own", input: { teacher_id: own.colleagueId }, expect: colleague },
      ...withUnknown(
        { label: "another school's teacher", side: "foreign", input: { teacher_id: foreign.teacherId } },
        foreign.teacherId,
        422,
      ),
    ],
  },
  "availability.previewSeries": {
    access: "staff",
    status: 200,
    cases: ({ caller: { own, foreign }, fx }) => {
      const input = (teacherId: string) => ({ ...fx.seriesBody(teacherId), reason: "authz-matrix" });
      return [
        { label: "own teacher", side: "own", input: input(own.teacherId) },
        { label: "a colleague", side: "own", input: input(own.colleagueId), expect: colleague },
        ...withUnknown(
          { label: "another school's teacher", side: "foreign", input: input(foreign.teacherId) },
          foreign.teacherId,
          422,
        ),
      ];
    },
  },
  "availability.createSeries": {
    access: "staff",
    status: 200,
    creates: "series",
    cases: ({ caller: { own, foreign }, fx }) => {
      const input = (teacherId: string) => ({ ...fx.seriesBody(teacherId), reason: "authz-matrix" });
      return [
        { label: "own teacher", side: "own", input: input(own.teacherId) },
        { label: "a colleague", side: "own", input: input(own.colleagueId), expect: colleague },
        ...withUnknown(
          { label: "another school's teacher", side: "foreign", input: input(foreign.teacherId) },
          foreign.teacherId,
          422,
        ),
      ];
    },
  },
  "availability.updateSeries": {
    access: "staff",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => [
      {
        label: "own teacher's series",
        side: "own",
        input: { id: await fx.series(own), data: { reason: "authz-matrix moved" } },
      },
      {
        label: "a colleague's series",
        side: "own",
        input: { id: await fx.series(own, own.colleagueId), data: { reason: "authz-matrix moved" } },
        expect: colleague,
      },
      {
        label: "another school's series",
        side: "foreign",
        input: { id: await fx.series(foreign), data: { reason: "authz-matrix moved" } },
      },
    ],
  },
  "availability.removeSeries": {
    access: "staff",
    status: 200,
    cases: async ({ caller: { own, foreign }, fx }) => [
      { label: "own teacher's series", side: "own", input: { id: await fx.series(own) } },
      {
        label: "a colleague's series",
        side: "own",
        input: { id: await fx.series(own, own.colleagueId) },
        expect: colleague,
      },
      { label: "another school's series", side: "foreign", input: { id: await fx.series(foreign) } },
    ],
  },
};
