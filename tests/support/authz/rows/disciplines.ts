import type { OperationRows } from "../matrix";
import { withUnknown } from "../unknown-ids";

/** The discipline editor's operations. */
export const disciplineRows: OperationRows = {
  "disciplines.listPaged": {
    access: "staff",
    rest: { cases: () => [{ label: "list", side: "own", path: "/api/disciplines" }] },
  },
  "disciplines.get": {
    access: "staff",
    rest: {
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
    trpc: {
      cases: ({ caller: { own, foreign } }) => [
        { label: "own discipline", side: "own", input: { id: own.disciplineId } },
        { label: "discipline shared with another school", side: "own", input: { id: own.sharedDisciplineId } },
        { label: "another school's discipline", side: "foreign", input: { id: foreign.disciplineId } },
      ],
    },
  },
  "disciplines.create": {
    access: "admin",
    creates: "disciplines",
    rest: {
      status: 201,
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
    trpc: {
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
  },
  "disciplines.update": {
    access: "admin",
    rest: {
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
    trpc: {
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
  },
  "disciplines.addSubject": {
    access: "admin",
    rest: {
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
    trpc: {
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
  },
  "disciplines.getSubject": {
    access: "staff",
    rest: {
      cases: async ({ caller: { own, foreign }, fx }) => {
        const shared = await fx.discipline(own, foreign);
        return [
          {
            label: "own discipline's subject",
            side: "own",
            path: `/api/disciplines/${own.disciplineId}/subjects/${own.subjectId}`,
          },
          {
            label: "subject of a discipline shared with another school",
            side: "own",
            path: `/api/disciplines/${shared.id}/subjects/${shared.subjectId}`,
          },
          {
            label: "another school's subject",
            side: "foreign",
            path: `/api/disciplines/${foreign.disciplineId}/subjects/${foreign.subjectId}`,
          },
        ];
      },
    },
  },
  "disciplines.updateSubject": {
    access: "admin",
    rest: {
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
    trpc: {
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
  },
  "disciplines.delete": {
    access: "admin",
    rest: {
      cases: async ({ caller: { own, foreign }, fx }) => [
        { label: "own discipline", side: "own", path: `/api/disciplines/${(await fx.discipline(own)).id}` },
        {
          label: "another school's discipline",
          side: "foreign",
          path: `/api/disciplines/${(await fx.discipline(foreign)).id}`,
        },
      ],
    },
    trpc: {
      cases: async ({ caller: { own, foreign }, fx }) => [
        { label: "own discipline", side: "own", input: { id: (await fx.discipline(own)).id } },
        { label: "another school's discipline", side: "foreign", input: { id: (await fx.discipline(foreign)).id } },
      ],
    },
  },
  "disciplines.deleteSubject": {
    access: "admin",
    rest: {
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
    trpc: {
      cases: async ({ caller: { own, foreign }, fx }) => {
        const [mine, theirs] = [await fx.discipline(own), await fx.discipline(foreign)];
        return [
          { label: "own subject", side: "own", input: { id: mine.id, subjectId: mine.subjectId } },
          { label: "another school's subject", side: "foreign", input: { id: theirs.id, subjectId: theirs.subjectId } },
        ];
      },
    },
  },
  "disciplines.list": {
    access: "staff",
    trpc: { cases: () => [{ label: "list", side: "own" }] },
  },
};
