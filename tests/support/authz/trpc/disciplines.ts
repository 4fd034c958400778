import type { MatrixRow } from "../matrix";
import { withUnknown } from "../unknown-ids";

/** The discipline editor's procedures. */
export const disciplineTrpcRows: Record<string, MatrixRow> = {
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
};
