import type { MatrixRow } from "../matrix";
import { colleague } from "../bodies";
import { withUnknown } from "../unknown-ids";

/** A teacher's repeating availability. */
export const availabilitySeriesRestRows: Record<string, MatrixRow> = {
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
};
