import type { MatrixRow } from "../matrix";
import { withUnknown } from "../unknown-ids";

/** The discipline editor's routes. */
export const disciplineRestRows: Record<string, MatrixRow> = {
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
};
